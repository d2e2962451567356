import Liquid
import Located

/// Reads a located JSON document (``JSONDocument``) field by field, collecting every problem
/// with its JSON path and position instead of stopping at the first.
///
/// This is the only place in modgen's tool layers that looks inside ``DocumentNode/Value``.
struct JSONReader {
  /// An object's members, in document order.
  typealias Members = [(key: String, keyLocation: SourceLocation, value: DocumentNode)]

  /// An object's accepted members (known keys, each key's first occurrence), looked up by key.
  /// Objects have a handful of members: scanning them costs less than building a dictionary.
  struct Fields {
    fileprivate var members: [(key: String, value: DocumentNode)] = []

    /// The member named `key`, if the object has it.
    subscript(key: String) -> DocumentNode? {
      members.first(where: { $0.key == key })?.value
    }
  }

  /// The file, as shown in messages.
  let file: String
  /// The document text (for source lines).
  package let text: String
  /// The problems found so far.
  private(set) var problems: [ManifestProblem] = []
  /// The Liquid snippets of this document parsed so far, by their text: a manifest repeats the same
  /// `path` and `if` snippets across its variants' entries. Only successful parses are kept, so a
  /// broken snippet is reported at each place it appears.
  var parsedSnippets: [String: Template] = [:]

  init(file: String, text: String) {
    self.file = file
    self.text = text
  }

  /// Parses `text`; a syntax error becomes the only problem and `nil` is returned.
  mutating func parse() -> DocumentNode? {
    do {
      return try JSONDocument.parse(text, file: file)
    } catch {
      problems.append(
        ManifestProblem(
          jsonPath: "$",
          diagnostic: error))
      return nil
    }
  }

  /// Records a problem at `location` (message prefixed with the JSON path).
  mutating func report(_ message: String, path: String, at location: SourceLocation, notes: [String] = []) {
    report(message, path: path, line: location.line, column: location.column, notes: notes)
  }

  /// Records a problem at a line and column of the document.
  mutating func report(_ message: String, path: String, line: Int, column: Int, notes: [String] = []) {
    let shownPath = path == "$" ? "" : "\(path): "
    problems.append(
      ManifestProblem(
        jsonPath: path,
        diagnostic: Diagnostic(
          shownPath + message, file: file, line: line, column: column,
          sourceLine: Diagnostic.line(line, of: text), notes: notes)))
  }

  /// Records an already located diagnostic (for example from a template file).
  mutating func report(_ diagnostic: Diagnostic, path: String) {
    problems.append(ManifestProblem(jsonPath: path, diagnostic: diagnostic))
  }

  /// The node's members, or `nil` after reporting that an object was expected.
  mutating func object(_ node: DocumentNode, path: @autoclosure () -> String) -> Members? {
    if case .object(let members) = node.value { return members }
    report("expected an object, found \(Self.describe(node))", path: path(), at: node.location)
    return nil
  }

  /// The node's elements, or `nil` after reporting that an array was expected.
  mutating func array(_ node: DocumentNode, path: @autoclosure () -> String) -> [DocumentNode]? {
    if case .array(let elements) = node.value { return elements }
    report("expected an array, found \(Self.describe(node))", path: path(), at: node.location)
    return nil
  }

  /// The node's text, or `nil` after reporting that a string was expected.
  mutating func string(_ node: DocumentNode, path: @autoclosure () -> String) -> String? {
    if case .string(let text) = node.value { return text }
    report("expected a string, found \(Self.describe(node))", path: path(), at: node.location)
    return nil
  }

  /// The node's truth value, or `nil` after reporting that a bool was expected.
  mutating func bool(_ node: DocumentNode, path: @autoclosure () -> String) -> Bool? {
    if case .bool(let value) = node.value { return value }
    report("expected true or false, found \(Self.describe(node))", path: path(), at: node.location)
    return nil
  }

  /// An array of strings, or `nil` after reporting what is wrong.
  mutating func strings(_ node: DocumentNode, path: @autoclosure () -> String) -> [String]? {
    guard let elements = array(node, path: path()) else { return nil }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      guard let text = string(element, path: "\(path())[\(index)]") else { return nil }
      result.append(text)
    }
    return result
  }

  /// One string or an array of strings, as an array.
  mutating func stringOrStrings(_ node: DocumentNode, path: @autoclosure () -> String) -> [String]? {
    if case .string(let text) = node.value { return [text] }
    return strings(node, path: path())
  }

  /// A scalar as a parameter value (string, bool or integer), or `nil` for other kinds.
  static func parameterValue(_ node: DocumentNode) -> ParameterValue? {
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

  /// The string value of member `key` of an object node, if it is one.
  static func stringMember(_ key: String, of node: DocumentNode) -> String? {
    guard case .object(let members) = node.value, let member = members.first(where: { $0.key == key }),
      case .string(let text) = member.value.value
    else { return nil }
    return text
  }

  /// Whether the node is `[]`.
  static func isEmptyArray(_ node: DocumentNode) -> Bool {
    if case .array(let elements) = node.value { return elements.isEmpty }
    return false
  }

  /// Reports members whose key is not in `allowed` (with a suggestion) and keys given twice;
  /// returns the members by key (the first of duplicates).
  mutating func checkKeys(_ members: Members, allowed: [String], path: @autoclosure () -> String) -> Fields {
    var result = Fields()
    result.members.reserveCapacity(members.count)
    for (index, member) in members.enumerated() {
      // Objects have a handful of members: a scan costs less than a second dictionary, and the
      // member's path is only spelled out for a report.
      if let first = members[..<index].first(where: { $0.key == member.key }) {
        report(
          "'\(member.key)' is given twice", path: Self.join(path(), member.key), at: member.keyLocation,
          notes: ["first given at \(first.keyLocation.line):\(first.keyLocation.column)"])
        continue
      }
      guard allowed.contains(member.key) else {
        let hint = Suggestion.didYouMean(member.key, in: allowed)
        report(
          "unknown key '\(member.key)'"
            + (hint.isEmpty ? "; expected one of \(allowed.joined(separator: ", "))" : hint),
          path: Self.join(path(), member.key), at: member.keyLocation)
        continue
      }
      result.members.append((member.key, member.value))
    }
    return result
  }

  /// `path.key` (or `key` at the root).
  package static func join(_ path: String, _ key: String) -> String {
    path == "$" ? key : "\(path).\(key)"
  }

  /// `a string`, `a number`, `an object`, … for messages.
  static func describe(_ node: DocumentNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool: return "a bool"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
