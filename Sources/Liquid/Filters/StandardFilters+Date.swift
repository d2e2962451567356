import Foundation

extension StandardFilters {
  /// The `date` filter with `"now"` / `"today"` meaning `now` (the clock when `nil`).
  ///
  /// Input: a time string (see ``RubyTimeParser``), an integer or digit string of seconds since
  /// the epoch, or `now`/`today`; anything unparsable is returned unchanged, as is everything
  /// when the format is missing or empty. Output: Ruby's `strftime` of the format.
  public static func date(now: Date?) -> FilterFunction {
    { input, arguments throws(FilterError) in
      let format = try arguments.single().rubyString
      if format.isEmpty { return input }
      guard let time = rubyTime(input, now: now ?? Date()) else { return input }
      return .string(RubyStrftime.format(time, format))
    }
  }

  /// Liquid's `Utils.to_date`.
  static func rubyTime(_ input: LiquidValue, now: Date) -> RubyTime? {
    switch input {
    case .int(let seconds):
      return RubyTime(localFrom: Date(timeIntervalSince1970: TimeInterval(seconds)))
    case .string(let text):
      if text.isEmpty { return nil }
      let lowered = text.lowercased()
      if lowered == "now" || lowered == "today" { return RubyTime(localFrom: now) }
      if text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        guard let seconds = Int(text) else { return nil }
        return RubyTime(localFrom: Date(timeIntervalSince1970: TimeInterval(seconds)))
      }
      return RubyTimeParser.parse(text, now: RubyTime(localFrom: now))
    default:
      return nil
    }
  }
}
