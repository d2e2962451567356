import Located

/// A `Package.swift` read as far as adding a target needs: the literal `targets: [ … ]` array of
/// its `Package(…)` call, each target's kind, name and folder, and how the targets refer to
/// ModuleCore. Built on ``SwiftTokenizer``, so brackets and commas inside strings and comments
/// are never taken for code. A manifest whose targets are not all literal calls (made in a loop,
/// held in a variable, added to later) is refused with a located diagnostic.
struct PackageManifest {
  /// One element of the targets array.
  package struct Target: Sendable {
    /// `target`, `testTarget`, `executableTarget`, `plugin`, …
    package var kind: String
    /// The `name:` argument.
    package var name: String
    /// The `path:` argument, or SwiftPM's default folder for the kind (nil for a binary target).
    package var folder: String?
    /// Indices of the element's first and last significant token.
    package var tokens: ClosedRange<Int>
  }

  /// The source.
  package let source: SourceText
  /// The significant tokens (comments left out).
  package let tokens: [SwiftToken]
  /// The comments, for placing text after a line's trailing comment.
  package let comments: [SwiftToken]
  /// The targets, in order.
  package private(set) var targets: [Target] = []
  /// Index of the `[` of `targets: [`.
  package private(set) var arrayOpen = 0
  /// Index of its `]`.
  package private(set) var arrayClose = 0
  /// How a target names ModuleCore as a dependency (`.product(name: "ModuleCore", package: "modgen")`
  /// or `"ModuleCore"`), as source text, or nil when no target depends on it.
  package private(set) var moduleCoreDependency: String?

  private var partners: [Int: Int] = [:]

  /// Reads `source`; throws a located diagnostic when the targets cannot be edited as text.
  package init(_ source: SourceText) throws(Diagnostic) {
    self.source = source
    let all = try SwiftTokenizer.tokens(of: source)
    tokens = all.filter { $0.kind != .comment }
    comments = all.filter { $0.kind == .comment }
    partners = try matchBrackets()
    try readTargets()
  }

  // MARK: Reading

  private func matchBrackets() throws(Diagnostic) -> [Int: Int] {
    var stack: [Int] = []
    var partners: [Int: Int] = [:]
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      if ["(", "[", "{"].contains(token.text) {
        stack.append(index)
      } else if let opener = pairs[token.text] {
        guard let open = stack.popLast(), tokens[open].text == opener else {
          throw problem("this '\(token.text)' closes nothing", at: index)
        }
        partners[open] = index
        partners[index] = open
      }
    }
    if let open = stack.last { throw problem("this '\(tokens[open].text)' is never closed", at: open) }
    return partners
  }

  private mutating func readTargets() throws(Diagnostic) {
    for index in tokens.indices.dropLast() where tokens[index].isSymbol(".") {
      let next = tokens[index + 1]
      if next.kind == .identifier && next.text == "targets" && index > 0
        && (tokens[index - 1].kind == .identifier || tokens[index - 1].isSymbol(")"))
      {
        throw problem("the targets are changed after the Package(…) call", at: index + 1)
      }
    }
    guard
      let call = tokens.indices.dropLast().first(where: {
        tokens[$0].kind == .identifier && tokens[$0].text == "Package" && tokens[$0 + 1].isSymbol("(")
          && ($0 == 0 || !tokens[$0 - 1].isSymbol("."))
      }), let callClose = partners[call + 1]
    else {
      throw Diagnostic("\(source.file) has no Package(…) call", file: source.file)
    }
    guard let label = argument("targets", in: call + 1, callClose) else {
      throw problem("this Package(…) call has no targets: argument", at: call)
    }
    guard label + 2 < callClose, tokens[label + 2].isSymbol("["), let close = partners[label + 2] else {
      throw problem("the targets are not a literal array", at: label + 2)
    }
    guard tokens[close + 1].isSymbol(",") || tokens[close + 1].isSymbol(")") else {
      throw problem("the targets array is combined with other targets", at: close + 1)
    }
    arrayOpen = label + 2
    arrayClose = close
    for element in elements(in: arrayOpen, close) {
      targets.append(try target(element))
      if moduleCoreDependency == nil { moduleCoreDependency = moduleCore(in: element) }
    }
  }

  /// The index of the label `name` among the arguments of the call whose parentheses are at
  /// `open` and `close` (followed by `:`).
  private func argument(_ name: String, in open: Int, _ close: Int) -> Int? {
    var index = open + 1
    while index < close {
      let token = tokens[index]
      if token.kind == .identifier && token.text == name && tokens[index + 1].isSymbol(":")
        && (tokens[index - 1].isSymbol(",") || index == open + 1)
      {
        return index
      }
      index = (partners[index] ?? index) + 1
    }
    return nil
  }

  /// The comma-separated elements between the brackets at `open` and `close`, as token ranges.
  private func elements(in open: Int, _ close: Int) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    var start = open + 1
    var index = open + 1
    while index < close {
      if tokens[index].isSymbol(",") {
        if index > start { result.append(start...(index - 1)) }
        start = index + 1
      }
      index = (partners[index] ?? index) + 1
    }
    if close > start { result.append(start...(close - 1)) }
    return result
  }

  /// Whether `range` is exactly `.name( … )`; returns the `(` index.
  private func literalCall(_ range: ClosedRange<Int>) -> Int? {
    let first = range.lowerBound
    guard range.count >= 4, tokens[first].isSymbol("."), tokens[first + 1].kind == .identifier,
      tokens[first + 2].isSymbol("("), partners[first + 2] == range.upperBound
    else { return nil }
    return first + 2
  }

  private func target(_ range: ClosedRange<Int>) throws(Diagnostic) -> Target {
    guard let open = literalCall(range) else {
      throw problem("this target is not a literal .target(…) call", at: range.lowerBound)
    }
    let kind = tokens[range.lowerBound + 1].text
    guard let label = argument("name", in: open, range.upperBound), let name = plainString(after: label) else {
      throw problem("this target's name is not a plain string literal", at: range.lowerBound)
    }
    var folder: String?
    if let path = argument("path", in: open, range.upperBound) {
      guard let value = plainString(after: path) else {
        throw problem("this target's path is not a plain string literal", at: path + 2)
      }
      folder = value
    } else {
      switch kind {
      case "binaryTarget": folder = nil
      case "testTarget": folder = "Tests/\(name)"
      case "plugin": folder = "Plugins/\(name)"
      default: folder = "Sources/\(name)"
      }
    }
    return Target(kind: kind, name: name, folder: folder, tokens: range)
  }

  /// The value of the argument labelled at `label` when it is a plain string literal alone
  /// (`name: "App"`, not `name: "App" + suffix`).
  private func plainString(after label: Int) -> String? {
    guard label + 3 < tokens.count, tokens[label + 3].isSymbol(",") || tokens[label + 3].isSymbol(")") else {
      return nil
    }
    return tokens[label + 2].plainStringValue
  }

  /// How the dependencies of the target at `range` name ModuleCore, if they do.
  private func moduleCore(in range: ClosedRange<Int>) -> String? {
    guard let open = literalCall(range), let label = argument("dependencies", in: open, range.upperBound),
      tokens[label + 2].isSymbol("["), let close = partners[label + 2]
    else { return nil }
    for dependency in elements(in: label + 2, close) {
      if dependency.count == 1, tokens[dependency.lowerBound].plainStringValue == "ModuleCore" {
        return "\"ModuleCore\""
      }
      guard let call = literalCall(dependency),
        let name = argument("name", in: call, dependency.upperBound),
        plainString(after: name) == "ModuleCore"
      else { continue }
      return tokens[dependency.lowerBound + 1].text == "product" ? text(of: dependency) : "\"ModuleCore\""
    }
    return nil
  }

  /// The tokens of `range` on one line: a space after `,` and `:`, around operators and
  /// between two words, nothing elsewhere (comments and line breaks dropped).
  package func text(of range: ClosedRange<Int>) -> String {
    var text = ""
    var previous: SwiftToken?
    for token in tokens[range] {
      if let previous {
        let words =
          previous.kind != .punctuation && previous.kind != .operator && token.kind != .punctuation
          && token.kind != .operator
        if previous.isSymbol(",") || previous.isSymbol(":") || words || previous.kind == .operator
          || token.kind == .operator
        {
          text += " "
        }
      }
      text += token.text
      previous = token
    }
    return text
  }

  /// A diagnostic at token `index` with its line and a caret.
  package func problem(_ message: String, at index: Int, notes: [String] = []) -> Diagnostic {
    let offset = index < tokens.count ? tokens[index].start : source.bytes.count
    let location = source.location(at: offset)
    return Diagnostic(message, at: location, sourceLine: source.lineText(location.line), notes: notes)
  }
}
