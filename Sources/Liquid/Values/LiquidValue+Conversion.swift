extension LiquidValue {
  /// The value as a number, as Liquid's `Utils.to_number` converts filter inputs: numbers stay
  /// as they are, a string that looks like `-12.5` becomes a float, other strings take their
  /// leading integer (Ruby's `to_i`: `"3abc"` → 3, `"abc"` → 0); everything else is 0.
  public var toNumber: LiquidValue {
    switch self {
    case .int, .double: return self
    case .string(let text):
      let trimmed = RubyText.strip(text)
      if RubyText.isDecimalLiteral(trimmed), let value = Double(trimmed) { return .double(value) }
      return .int(RubyText.leadingInteger(trimmed))
    default: return .int(0)
    }
  }

  /// The string held by a string value, `nil` for others.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// Whether the value is `nil`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

extension LiquidValue {
  /// Ruby's `to_s` of the value, which filters apply to their inputs and arguments: like
  /// ``outputString`` except that arrays are written inspected (`[1, "a"]`), as Ruby does.
  public var rubyString: String {
    switch self {
    case .string(let text): return text
    case .array: return inspectString
    default: return outputString
    }
  }
}
