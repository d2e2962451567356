extension LiquidValue {
  /// The text `{{ value }}` writes, exactly as Ruby Liquid 5.4 renders it.
  ///
  /// `nil` renders as nothing, floats as Ruby's `Float#to_s` (`1.0`, `0.1`, `1.0e+20`), arrays as
  /// their elements' text joined with no separator (nested arrays flattened), objects like Ruby's
  /// `Hash#inspect` (`{"a"=>1}`) and ranges as `1..5`.
  public var outputString: String {
    switch self {
    case .null: return ""
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return RubyFloatFormatter.format(value)
    case .string(let value): return value
    case .array(let values):
      var text = ""
      appendJoined(values, to: &text)
      return text
    case .object: return inspectString
    case .range(let lower, let upper): return "\(lower)..\(upper)"
    }
  }

  /// The value as Ruby's `inspect` writes it (`"text"` quoted and escaped, `nil`, `[1, 2]`,
  /// `{"a"=>1}`), used for objects nested in output and in messages.
  public var inspectString: String {
    var text = ""
    appendInspect(to: &text)
    return text
  }

  private func appendJoined(_ values: [LiquidValue], to text: inout String) {
    for value in values {
      if case .array(let nested) = value {
        appendJoined(nested, to: &text)
      } else {
        text += value.outputString
      }
    }
  }

  private func appendInspect(to text: inout String) {
    switch self {
    case .null: text += "nil"
    case .string(let value): RubyStringInspector.append(value, to: &text)
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += ", " }
        value.appendInspect(to: &text)
      }
      text += "]"
    case .object(let object):
      text += "{"
      for (index, entry) in object.entries.enumerated() {
        if index > 0 { text += ", " }
        RubyStringInspector.append(entry.key, to: &text)
        text += "=>"
        entry.value.appendInspect(to: &text)
      }
      text += "}"
    case .bool, .int, .double, .range: text += outputString
    }
  }
}
