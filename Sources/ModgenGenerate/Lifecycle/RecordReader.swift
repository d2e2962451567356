import Located
import TemplateSpec

/// Reads a module record's located JSON, throwing at the first problem with its position
/// (`.modgen/modules/Passcode.json:3:5: error: …`).
struct RecordReader {
  /// An object's members.
  typealias Members = [DocumentNode.Member]

  /// The record file, as shown in messages.
  let file: String
  /// Its text (for the caret line).
  let text: String

  /// An error at `location`.
  func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
    Diagnostic(message, at: location, sourceLine: Diagnostic.line(location.line, of: text), notes: notes)
  }

  /// The object's members; unknown and repeated keys are refused when `keys` is given.
  func object(_ node: DocumentNode, _ what: String, keys: [String]?) throws(Diagnostic) -> Members {
    guard case .object(let members) = node.value else {
      throw error("\(what) must be an object, found \(Self.describe(node))", at: node.location)
    }
    for (index, member) in members.enumerated() {
      if members[..<index].contains(where: { $0.key == member.key }) {
        throw error("'\(member.key)' is given twice", at: member.keyLocation)
      }
      if let keys, !keys.contains(member.key) {
        throw error(
          "unknown key '\(member.key)' in \(what)" + Suggestion.didYouMean(member.key, in: keys), at: member.keyLocation
        )
      }
    }
    return members
  }

  /// The value of member `key`, or an error at the object that lacks it.
  func member(_ key: String, of members: Members, in object: DocumentNode) throws(Diagnostic) -> DocumentNode {
    guard let member = members.first(where: { $0.key == key }) else {
      throw error("missing key '\(key)'", at: object.location)
    }
    return member.value
  }

  /// A string value.
  func string(_ node: DocumentNode) throws(Diagnostic) -> String {
    guard case .string(let text) = node.value else {
      throw error("expected a string, found \(Self.describe(node))", at: node.location)
    }
    return text
  }

  /// A `sha256:<64 hex digits>` value.
  func digest(_ node: DocumentNode) throws(Diagnostic) -> String {
    let text = try string(node)
    let hex = text.hasPrefix("sha256:") ? text.dropFirst(7) : ""
    guard hex.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
      throw error(
        "expected a digest 'sha256:' and 64 lowercase hex digits, found \(JSONWriter.quoted(text))", at: node.location)
    }
    return text
  }

  /// A `true` or `false` value.
  func bool(_ node: DocumentNode) throws(Diagnostic) -> Bool {
    guard case .bool(let value) = node.value else {
      throw error("expected true or false, found \(Self.describe(node))", at: node.location)
    }
    return value
  }

  /// An integer value with where it is.
  func int(_ node: DocumentNode) throws(Diagnostic) -> (value: Int, location: SourceLocation) {
    guard case .int(let value) = node.value else {
      throw error("expected a whole number, found \(Self.describe(node))", at: node.location)
    }
    return (value, node.location)
  }

  /// An array's elements.
  func array(_ node: DocumentNode) throws(Diagnostic) -> [DocumentNode] {
    guard case .array(let elements) = node.value else {
      throw error("expected an array, found \(Self.describe(node))", at: node.location)
    }
    return elements
  }

  /// An array of strings.
  func strings(_ node: DocumentNode) throws(Diagnostic) -> [String] {
    var result: [String] = []
    for element in try array(node) { result.append(try string(element)) }
    return result
  }

  /// A parameter value: a string, true or false, a whole number, or a list of strings.
  func parameterValue(_ node: DocumentNode) throws(Diagnostic) -> ParameterValue {
    switch node.value {
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .int(number)
    case .array: return .list(try strings(node))
    default:
      throw error(
        "a parameter value is a string, true or false, a whole number or a list of strings, found \(Self.describe(node))",
        at: node.location)
    }
  }

  /// The kind of a node, for messages.
  static func describe(_ node: DocumentNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return "the number \(number)"
    case .double(let number): return "the number \(number)"
    case .string(let text): return "the string \(JSONWriter.quoted(text))"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
