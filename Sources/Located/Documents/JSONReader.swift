/// Reads a located JSON document (``JSONDocument``) field by field: every JSON format modgen reads
/// (`template.json`, `modgen.json`, module records and generated packs, check timings, the template
/// lock) goes through it, so every problem is a ``Diagnostic`` at its `file:line:column`.
///
/// It reads in one of two ``Mode``s. ``Mode/collect`` goes on after a problem and gathers them all,
/// each message starting with its JSON path (`parameters[1].type: expected a string, found a number`):
/// for files people write, who want every problem at once. ``Mode/throwAtFirst`` is for files modgen
/// writes itself, where one problem means the file is damaged: each read is wrapped in
/// ``required(_:)``, which throws the problem the read found, and messages name the value found
/// (`expected a string, found the number 7`).
///
/// It is a class so that reads nest in one expression (`try reader.required(reader.string(node))`).
package final class JSONReader {
  /// Whether reading goes on after a problem.
  package enum Mode: Sendable {
    /// Every problem is kept, its message prefixed with its JSON path.
    case collect
    /// The first problem is thrown by ``JSONReader/required(_:)``; messages carry no path.
    case throwAtFirst
  }

  /// One problem: the JSON path it concerns (`$` for the whole document) and its diagnostic.
  package struct Problem: Sendable, Hashable {
    /// The JSON path, e.g. `parameters[1].type`.
    package var path: String
    /// The located message.
    package var diagnostic: Diagnostic
  }

  /// An object's members, in document order.
  package typealias Members = [DocumentNode.Member]

  /// An object's accepted members (allowed keys, each key's first occurrence), looked up by key.
  /// Objects have a handful of members: scanning them costs less than building a dictionary.
  package struct Fields {
    /// The accepted members, in document order.
    package fileprivate(set) var members: [(key: String, value: DocumentNode)] = []

    /// The member named `key`, if the object has it.
    package subscript(key: String) -> DocumentNode? {
      members.first(where: { $0.key == key })?.value
    }
  }

  /// The file, as shown in messages.
  package let file: String
  /// The document text (for source lines).
  package let text: String
  /// Whether reading goes on after a problem.
  package let mode: Mode
  /// The problems found so far.
  package private(set) var problems: [Problem] = []

  /// A reader of `text`, named `file` in messages.
  package init(file: String, text: String, mode: Mode = .collect) {
    self.file = file
    self.text = text
    self.mode = mode
  }

  /// Parses the text; a syntax error becomes the only problem and `nil` is returned.
  package func parse() -> DocumentNode? {
    do {
      return try JSONDocument.parse(text, file: file)
    } catch {
      problems.append(Problem(path: "$", diagnostic: error))
      return nil
    }
  }

  /// The value a read returned, or the problem that read found, thrown (``Mode/throwAtFirst``).
  package func required<Value>(_ value: Value?) throws(Diagnostic) -> Value {
    guard let value else {
      throw problems.first?.diagnostic ?? Diagnostic("cannot read the document", file: file)
    }
    return value
  }

  /// A located error at `location`, with its source line (to throw or to keep).
  package func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
    Diagnostic(message, at: location, sourceLine: Diagnostic.line(location.line, of: text), notes: notes)
  }

  /// Records a problem at `location`; in ``Mode/collect`` its message starts with `path`.
  package func report(_ message: String, path: String, at location: SourceLocation, notes: [String] = []) {
    report(message, path: path, line: location.line, column: location.column, notes: notes)
  }

  /// Records a problem at a line and column of the document.
  package func report(_ message: String, path: String, line: Int, column: Int, notes: [String] = []) {
    // After the first problem, a reader that throws at it keeps no more: that one is thrown.
    guard mode == .collect || problems.isEmpty else { return }
    let shownPath = path == "$" || mode == .throwAtFirst ? "" : "\(path): "
    problems.append(
      Problem(
        path: path,
        diagnostic: Diagnostic(
          shownPath + message, file: file, line: line, column: column, sourceLine: Diagnostic.line(line, of: text),
          notes: notes)))
  }

  /// Records an already located diagnostic (for example from a template file).
  package func report(_ diagnostic: Diagnostic, path: String) {
    guard mode == .collect || problems.isEmpty else { return }
    problems.append(Problem(path: path, diagnostic: diagnostic))
  }

  /// The node's members, or `nil` after reporting that an object was expected (`what` names the
  /// value in the message: "the record must be an object").
  package func object(_ node: DocumentNode, path: @autoclosure () -> String, what: String? = nil) -> Members? {
    if case .object(let members) = node.value { return members }
    let message = what.map { "\($0) must be an object" } ?? "expected an object"
    report("\(message), found \(describe(node))", path: path(), at: node.location)
    return nil
  }

  /// The node's elements, or `nil` after reporting that an array was expected.
  package func array(_ node: DocumentNode, path: @autoclosure () -> String) -> [DocumentNode]? {
    if case .array(let elements) = node.value { return elements }
    report("expected an array, found \(describe(node))", path: path(), at: node.location)
    return nil
  }

  /// The node's text, or `nil` after reporting that a string was expected.
  package func string(_ node: DocumentNode, path: @autoclosure () -> String) -> String? {
    if case .string(let text) = node.value { return text }
    report("expected a string, found \(describe(node))", path: path(), at: node.location)
    return nil
  }

  /// The node's truth value, or `nil` after reporting that a bool was expected.
  package func bool(_ node: DocumentNode, path: @autoclosure () -> String) -> Bool? {
    if case .bool(let value) = node.value { return value }
    report("expected true or false, found \(describe(node))", path: path(), at: node.location)
    return nil
  }

  /// The node's whole number, or `nil` after reporting that one was expected.
  package func int(_ node: DocumentNode, path: @autoclosure () -> String) -> Int? {
    if case .int(let value) = node.value { return value }
    report("expected a whole number, found \(describe(node))", path: path(), at: node.location)
    return nil
  }

  /// An array of strings, or `nil` after reporting what is wrong.
  package func strings(_ node: DocumentNode, path: @autoclosure () -> String) -> [String]? {
    guard let elements = array(node, path: path()) else { return nil }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      guard let text = string(element, path: "\(path())[\(index)]") else { return nil }
      result.append(text)
    }
    return result
  }

  /// One string or an array of strings, as an array.
  package func stringOrStrings(_ node: DocumentNode, path: @autoclosure () -> String) -> [String]? {
    if case .string(let text) = node.value { return [text] }
    return strings(node, path: path())
  }

  /// The value of member `key` of `fields`, the fields of `object`, or `nil` after reporting at
  /// the object that the key is missing.
  package func member(_ key: String, of fields: Fields, in object: DocumentNode, path: @autoclosure () -> String)
    -> DocumentNode?
  {
    if let value = fields[key] { return value }
    report("missing key '\(key)'", path: path(), at: object.location)
    return nil
  }

  /// The accepted members of an object node (see ``checkKeys(_:allowed:path:what:)``), or `nil` when
  /// it is not an object and, in ``Mode/throwAtFirst``, after a problem with its keys.
  package func fields(
    _ node: DocumentNode, allowed: [String]?, path: @autoclosure () -> String, what: String? = nil
  ) -> Fields? {
    guard let members = object(node, path: path(), what: what) else { return nil }
    let problemsBefore = problems.count
    let fields = checkKeys(members, allowed: allowed, path: path(), what: what)
    return mode == .throwAtFirst && problems.count > problemsBefore ? nil : fields
  }

  /// Reports keys given twice and, when `allowed` is given, keys not in it (with a suggestion, or
  /// the allowed keys; `what` names the object: "unknown key 'x' in the record"); returns the
  /// accepted members.
  package func checkKeys(
    _ members: Members, allowed: [String]?, path: @autoclosure () -> String, what: String? = nil
  ) -> Fields {
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
      if let allowed, !allowed.contains(member.key) {
        let hint = Suggestion.didYouMean(member.key, in: allowed)
        report(
          "unknown key '\(member.key)'" + (what.map { " in \($0)" } ?? "")
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

  /// The node's kind for messages: `a string`, `a number`, … in ``Mode/collect``; the value itself,
  /// `the string "x"`, `the number 7`, `true`, … in ``Mode/throwAtFirst``.
  package func describe(_ node: DocumentNode) -> String {
    mode == .collect ? Self.describe(node) : Self.describeValue(node)
  }

  /// `a string`, `a number`, `an object`, … for messages.
  package static func describe(_ node: DocumentNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool: return "a bool"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// `the string "x"`, `the number 7`, `true`, `an object`, … for messages.
  package static func describeValue(_ node: DocumentNode) -> String {
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

extension JSONReader {
  /// The value of member `key` (its first) of an object node; nothing is reported.
  package static func member(_ key: String, of node: DocumentNode) -> DocumentNode? {
    guard case .object(let members) = node.value else { return nil }
    return members.first(where: { $0.key == key })?.value
  }

  /// The string value of member `key` of an object node, if it is one; nothing is reported.
  package static func stringMember(_ key: String, of node: DocumentNode) -> String? {
    guard case .string(let text)? = member(key, of: node)?.value else { return nil }
    return text
  }

  /// The node's strings: its text, or its elements when they are all strings; nothing is reported.
  package static func stringList(_ node: DocumentNode) -> [String]? {
    switch node.value {
    case .string(let text): return [text]
    case .array(let elements):
      var result: [String] = []
      for element in elements {
        guard case .string(let text) = element.value else { return nil }
        result.append(text)
      }
      return result
    default: return nil
    }
  }

  /// The node's number, whole or not; nothing is reported.
  package static func number(_ node: DocumentNode) -> Double? {
    switch node.value {
    case .int(let number): return Double(number)
    case .double(let number): return number
    default: return nil
    }
  }

  /// Whether the node is `[]`.
  package static func isEmptyArray(_ node: DocumentNode) -> Bool {
    if case .array(let elements) = node.value { return elements.isEmpty }
    return false
  }
}
