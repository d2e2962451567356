import Liquid
import Located

extension YAMLNode {
  /// The node as the value Generamba's templates would see (Psych's Ruby object, as Liquid
  /// renders it): null, booleans, numbers, strings, arrays, and hashes with their keys' text.
  /// Values this reader does not model (dates, symbols, huge integers) are a located error.
  package func liquidValue() throws(Diagnostic) -> LiquidValue {
    switch content {
    case .scalar(let scalar):
      switch scalar.value {
      case .null: return .null
      case .bool(let flag): return .bool(flag)
      case .int(let number): return .int(number)
      case .float(let number): return .double(number)
      case .string(let text): return .string(text)
      case .unsupported(let kind):
        throw diagnostic(
          "YAML reads '\(scalar.text)' as \(kind), which Generamba mode does not support here; quote it to make it a string"
        )
      }
    case .sequence(let items):
      var values: [LiquidValue] = []
      for item in items { values.append(try item.liquidValue()) }
      return .array(values)
    case .mapping(let entries):
      var object = LiquidObject()
      for entry in entries { object[entry.key.scalar?.text ?? ""] = try entry.value.liquidValue() }
      return .object(object)
    }
  }

  /// The string this node holds; nil for null. Anything else (a number, a boolean, a
  /// collection) is a located error naming `what`, since Generamba would fail on it.
  package func stringValue(_ what: String) throws(Diagnostic) -> String? {
    if isNull { return nil }
    if let text = scalar?.string { return text }
    var notes: [String] = []
    if let scalar, scalar.style == .plain { notes.append("quote it to make it a string: '\(scalar.text)'") }
    throw diagnostic("\(what) must be a string; YAML reads this as \(kindDescription)", notes: notes)
  }
}
