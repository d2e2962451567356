import Located

extension JSONReader {
  /// A scalar as a parameter value (string, bool, integer or list of strings), or `nil` for other
  /// kinds; nothing is reported.
  package static func parameterValue(_ node: DocumentNode) -> ParameterValue? {
    switch node.value {
    case .string(let text): return .string(text)
    case .bool(let value): return .bool(value)
    case .int(let value): return .int(value)
    case .array(let elements):
      var items: [String] = []
      for element in elements {
        guard case .string(let text) = element.value else { return nil }
        items.append(text)
      }
      return .list(items)
    default: return nil
    }
  }

  /// A parameter value: a string, true or false, a whole number, or a list of strings; `nil` after
  /// reporting anything else (an element of a list that is not a string, at that element).
  package func parameterValue(_ node: DocumentNode, path: @autoclosure () -> String) -> ParameterValue? {
    switch node.value {
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .int(number)
    case .array: return strings(node, path: path()).map(ParameterValue.list)
    default:
      report(
        "a parameter value is a string, true or false, a whole number or a list of strings, found \(describe(node))",
        path: path(), at: node.location)
      return nil
    }
  }
}
