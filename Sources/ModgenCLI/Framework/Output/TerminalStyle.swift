/// ANSI colouring for one output stream, enabled only when the stream is a terminal, `TERM` is
/// not `dumb` and `NO_COLOR` is unset or empty.
struct TerminalStyle: Sendable {
  /// The colours modgen uses.
  enum Color: String, Sendable {
    /// Errors and conflicts.
    case red = "31"
    /// Created files and successes.
    case green = "32"
    /// Overwritten or skipped files and warnings.
    case yellow = "33"
    /// Identical files.
    case blue = "34"
    /// Headings.
    case bold = "1"
  }

  /// Whether escape sequences are emitted (the terminal is asked on first use).
  var isEnabled: Bool { allowed && isTTY() }
  private let allowed: Bool
  private let isTTY: @Sendable () -> Bool

  /// Creates a style that colours (or not).
  init(isEnabled: Bool) {
    allowed = isEnabled
    isTTY = { true }
  }

  /// Decides colour for a stream from whether it is a terminal (asked only when something is
  /// painted) and the environment.
  init(isTTY: @escaping @Sendable () -> Bool, environment: [String: String]) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    allowed = !dumb && !noColor
    self.isTTY = isTTY
  }

  /// Wraps `text` in the escape sequences for `color` when enabled.
  func paint(_ text: String, _ color: Color) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
  }
}
