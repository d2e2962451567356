import GenerambaFormat

/// A compact, typed rendering of YAML nodes for assertions: `{a: "x", b: [1, true, ~]}`.
enum YAMLTestDump {
  /// The dump of `node`.
  static func dump(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar(let scalar):
      switch scalar.value {
      case .null: return "~"
      case .bool(let flag): return String(flag)
      case .int(let number): return String(number)
      case .float(let number): return "f\(number)"
      case .string(let text): return "\"\(text)\""
      case .unsupported(let kind): return "<\(kind)>"
      }
    case .sequence(let items): return "[" + items.map(dump).joined(separator: ", ") + "]"
    case .mapping(let entries):
      return "{" + entries.map { "\(dump($0.key)): \(dump($0.value))" }.joined(separator: ", ") + "}"
    }
  }
}
