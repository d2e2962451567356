import Located

/// The parser behind ``YAMLReader``: one pass over the bytes, block structure by indentation.
///
/// Positions are byte offsets; a column here is 0-based (locations add one).
struct YAMLParser {
  /// The text and its line table.
  let source: SourceText
  /// The text's bytes.
  let bytes: [UInt8]
  /// The current byte offset.
  var position = 0
  /// The nodes anchored so far (`&name`), for aliases (`*name`) later in the document.
  var anchors: [String: YAMLNode] = [:]
  /// How many more nodes aliases may expand to, so that nested aliases cannot blow up.
  var aliasBudget = YAMLReader.maxAliasNodes
  /// Whether a key given twice in a mapping keeps its last value (as Ruby's and Swift's loaders do)
  /// instead of being an error.
  var lastDuplicateWins = false

  /// A parser at the start of `source`.
  init(_ source: SourceText) {
    self.source = source
    self.bytes = source.bytes
  }

  // MARK: Bytes and positions

  /// The byte at the current position, nil at the end.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// The byte `offset` past the current position, nil past the end.
  func peek(_ offset: Int = 1) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }

  /// Whether `byte` ends a line (or the text, for nil).
  static func isBreak(_ byte: UInt8?) -> Bool {
    byte == nil || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// Whether `byte` is a space, a tab, a line end or the end of the text.
  static func isBlank(_ byte: UInt8?) -> Bool {
    isBreak(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// The 0-based column of `offset`.
  func column(of offset: Int) -> Int {
    offset - source.lineStarts[source.line(at: offset) - 1]
  }

  /// A located error at byte `offset`.
  func error(_ message: String, at offset: Int, notes: [String] = []) -> Diagnostic {
    let location = source.location(at: min(offset, bytes.count))
    return Diagnostic(message, at: location, sourceLine: source.lineText(location.line), notes: notes)
  }

  /// A node holding `content` that starts at `offset`.
  func node(_ content: YAMLNode.Content, at offset: Int) -> YAMLNode {
    let location = source.location(at: min(offset, bytes.count))
    return YAMLNode(content, location: location, sourceLine: source.lineText(location.line))
  }

  /// A null scalar at `offset` (an empty value).
  func nullNode(at offset: Int) -> YAMLNode {
    node(.scalar(YAMLScalar(text: "", style: .plain)), at: offset)
  }

  /// Whether the text at the current position is `marker` (`---`, `...`) at column 0,
  /// followed by a blank.
  func atMarker(_ marker: String) -> Bool {
    let count = marker.utf8.count
    guard column(of: position) == 0, position + count <= bytes.count else { return false }
    return bytes[position..<position + count].elementsEqual(marker.utf8) && Self.isBlank(peek(count))
  }

  /// Whether the current position holds a block sequence indicator (`-` and a blank).
  var atSequenceIndicator: Bool { current == UInt8(ascii: "-") && Self.isBlank(peek()) }

  // MARK: Lines

  /// Skips blank lines and comment lines from the current position (which is at a line start or
  /// already at content) and returns the 0-based column of the next content, or nil at the end.
  /// Tabs before content on its line are an error.
  mutating func skipToContent() throws(Diagnostic) -> Int? {
    while true {
      while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
      guard let byte = current else { return nil }
      if byte == UInt8(ascii: "#") {
        while !Self.isBreak(current) { position += 1 }
        continue
      }
      if byte == UInt8(ascii: "\n") {
        position += 1
        continue
      }
      if byte == UInt8(ascii: "\r") {
        guard peek() == UInt8(ascii: "\n") else {
          throw error("a carriage return must be followed by a line feed", at: position)
        }
        position += 2
        continue
      }
      let lineStart = source.lineStarts[source.line(at: position) - 1]
      if let tab = bytes[lineStart..<position].firstIndex(of: UInt8(ascii: "\t")) {
        throw error("tabs cannot indent YAML; use spaces", at: tab)
      }
      return position - lineStart
    }
  }

  /// Skips spaces and tabs on the current line.
  mutating func skipSpaces() {
    while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
  }

  /// Requires the rest of the line to be blank or a comment, and moves past its line break.
  mutating func expectLineEnd(after what: String) throws(Diagnostic) {
    skipSpaces()
    if current == UInt8(ascii: "#") {
      guard column(of: position) == 0 || Self.isBlank(bytes[position - 1]) else {
        throw error("a comment needs a space before '#'", at: position)
      }
      while !Self.isBreak(current) { position += 1 }
    }
    guard Self.isBreak(current) else {
      throw error("unexpected text after \(what); expected the end of the line", at: position)
    }
    if current == UInt8(ascii: "\r") {
      guard peek() == UInt8(ascii: "\n") else {
        throw error("a carriage return must be followed by a line feed", at: position)
      }
      position += 1
    }
    if current != nil { position += 1 }
  }

  // MARK: Document

  /// The one document of the text.
  mutating func parseDocument() throws(Diagnostic) -> YAMLNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    guard var column = try skipToContent() else { return nullNode(at: 0) }
    let sawDirectives = column == 0 && current == UInt8(ascii: "%")
    while column == 0, current == UInt8(ascii: "%") {
      // `%YAML 1.1`, `%TAG …`: nothing this reader needs.
      while !Self.isBreak(current) { position += 1 }
      guard let next = try skipToContent() else { return nullNode(at: position) }
      column = next
    }
    if sawDirectives && !atMarker("---") {
      throw error("directives ('%…') must be followed by the document's start ('---')", at: position)
    }
    if atMarker("---") {
      position += 3
      skipSpaces()
      if Self.isBreak(current) || current == UInt8(ascii: "#") {
        try expectLineEnd(after: "'---'")
        guard let next = try skipToContent() else { return nullNode(at: position) }
        column = next
      } else {
        column = self.column(of: position)
      }
    }
    if atMarker("---") || atMarker("...") { return nullNode(at: position) }
    let root = try parseBlockNode(indent: column, parentIndent: -1, depth: 0)
    guard let next = try skipToContent() else { return root }
    // The first document is the one read, as Ruby's YAML.load does; later ones are not looked at.
    if atMarker("---") || atMarker("...") { return root }
    if next != column {
      throw error("bad indentation: expected column \(column + 1), like line \(root.location.line)", at: position)
    }
    throw error("unexpected content after the document's \(root.kindDescription)", at: position)
  }

  // MARK: Block structure

  /// The block node whose content starts at the current position, at 0-based column `indent`,
  /// inside a parent indented `parentIndent`.
  mutating func parseBlockNode(indent: Int, parentIndent: Int, depth: Int) throws(Diagnostic) -> YAMLNode {
    guard depth < YAMLReader.maxDepth else {
      throw error("nesting deeper than \(YAMLReader.maxDepth) levels is not supported", at: position)
    }
    if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
      let anchor = try parseProperties(flow: false)
      skipSpaces()
      guard Self.isBreak(current) || current == UInt8(ascii: "#") else {
        return register(anchor, try parseBlockNode(indent: indent, parentIndent: parentIndent, depth: depth + 1))
      }
      let start = position
      try expectLineEnd(after: "the anchor or tag")
      guard let next = try skipToContent(), next > parentIndent else { return register(anchor, nullNode(at: start)) }
      return register(anchor, try parseBlockNode(indent: next, parentIndent: parentIndent, depth: depth + 1))
    }
    if atSequenceIndicator { return try parseBlockSequence(indent: indent, depth: depth + 1) }
    if try scanKey() != nil { return try parseBlockMapping(indent: indent, depth: depth + 1) }
    return try parseInlineValue(parentIndent: parentIndent, depth: depth)
  }

  /// A block mapping whose keys sit at column `indent`; the current position is at its first key.
  mutating func parseBlockMapping(indent: Int, depth: Int) throws(Diagnostic) -> YAMLNode {
    let start = position
    var entries: [YAMLNode.Entry] = []
    var seen: [YAMLScalar.Value: YAMLNode] = [:]
    while true {
      guard let (key, afterColon) = try scanKey() else {
        if atSequenceIndicator {
          throw error("a sequence item cannot follow mapping keys at the same indentation", at: position)
        }
        throw error("expected 'key: value' at column \(indent + 1)", at: position)
      }
      if let keyScalar = key.scalar {
        if let first = seen[keyScalar.value] {
          guard lastDuplicateWins else {
            throw error(
              "duplicate key '\(keyScalar.text)'", at: position,
              notes: ["first used at line \(first.location.line), column \(first.location.column)"])
          }
          entries.removeAll { $0.key.scalar?.value == keyScalar.value }
        }
        seen[keyScalar.value] = key
      }
      position = afterColon
      let value = try parseMappingValue(keyIndent: indent, depth: depth)
      entries.append(YAMLNode.Entry(key: key, value: value))
      guard let next = try skipToContent() else { break }
      if next < indent || (next == 0 && (atMarker("---") || atMarker("..."))) { break }
      if next > indent {
        throw error(
          "bad indentation: expected a key at column \(indent + 1), like line \(key.location.line)", at: position)
      }
    }
    return node(.mapping(try Self.merged(entries)), at: start)
  }

  /// The value after a block mapping key's colon (the current position).
  mutating func parseMappingValue(keyIndent: Int, depth: Int) throws(Diagnostic) -> YAMLNode {
    skipSpaces()
    guard current == UInt8(ascii: "&") || current == UInt8(ascii: "!") else {
      return try parseMappingValueContent(keyIndent: keyIndent, depth: depth)
    }
    let anchor = try parseProperties(flow: false)
    return register(anchor, try parseMappingValueContent(keyIndent: keyIndent, depth: depth))
  }

  /// The value after a block mapping key's colon and the value's anchor or tag, if any.
  mutating func parseMappingValueContent(keyIndent: Int, depth: Int) throws(Diagnostic) -> YAMLNode {
    let afterColon = position
    skipSpaces()
    guard Self.isBreak(current) || current == UInt8(ascii: "#") else {
      if atSequenceIndicator {
        throw error("a block sequence cannot start on its key's line; start it on the next line", at: position)
      }
      return try parseInlineValue(parentIndent: keyIndent, depth: depth)
    }
    try expectLineEnd(after: "the key")
    guard let next = try skipToContent() else { return nullNode(at: afterColon) }
    if next > keyIndent { return try parseBlockNode(indent: next, parentIndent: keyIndent, depth: depth) }
    if next == keyIndent && atSequenceIndicator {
      return try parseBlockSequence(indent: next, depth: depth + 1)
    }
    return nullNode(at: afterColon)
  }

  /// A block sequence whose `-` indicators sit at column `indent`; the current position is at
  /// the first one.
  mutating func parseBlockSequence(indent: Int, depth: Int) throws(Diagnostic) -> YAMLNode {
    guard depth < YAMLReader.maxDepth else {
      throw error("nesting deeper than \(YAMLReader.maxDepth) levels is not supported", at: position)
    }
    let start = position
    var items: [YAMLNode] = []
    while true {
      let dash = position
      position += 1
      skipSpaces()
      let anchor = try parseProperties(flow: false)
      skipSpaces()
      items.append(register(anchor, try parseSequenceItem(indent: indent, dash: dash, depth: depth)))
      guard let next = try skipToContent(), next >= indent else { break }
      if next > indent {
        throw error(
          "bad indentation: expected '-' at column \(indent + 1), like line \(items[0].location.line)",
          at: position)
      }
      if !atSequenceIndicator { break }
    }
    return node(.sequence(items), at: start)
  }

  /// The item after a block sequence's `-` (and the item's anchor or tag), at the current position.
  mutating func parseSequenceItem(indent: Int, dash: Int, depth: Int) throws(Diagnostic) -> YAMLNode {
    if Self.isBreak(current) || current == UInt8(ascii: "#") {
      try expectLineEnd(after: "'-'")
      if let next = try skipToContent(), next > indent {
        return try parseBlockNode(indent: next, parentIndent: indent, depth: depth)
      }
      return nullNode(at: dash + 1)
    }
    let itemIndent = column(of: position)
    if atSequenceIndicator { return try parseBlockSequence(indent: itemIndent, depth: depth + 1) }
    if try scanKey() != nil { return try parseBlockMapping(indent: itemIndent, depth: depth + 1) }
    return try parseInlineValue(parentIndent: indent, depth: depth)
  }

  /// A value that starts on the current line: a flow collection, an alias, a scalar (which must
  /// end the line; a plain one may go on over more-indented lines) or a block scalar (`|`, `>`).
  mutating func parseInlineValue(parentIndent: Int, depth: Int) throws(Diagnostic) -> YAMLNode {
    let value: YAMLNode
    switch current {
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      value = try parseBlockScalar(parentIndent: parentIndent)
    case UInt8(ascii: "*"):
      value = try parseAlias(flow: false)
      try expectLineEnd(after: "the alias")
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      value = try parseFlowCollection(depth: depth + 1)
      try expectLineEnd(after: "the flow collection")
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      value = try parseQuotedScalar()
      skipSpaces()
      if current == UInt8(ascii: ":") && Self.isBlank(peek()) {
        throw error("a mapping cannot start on the same line as another value", at: position)
      }
      try expectLineEnd(after: "the quoted scalar")
    default:
      return try parseMultiLinePlain(parentIndent: parentIndent)
    }
    if try skipToContent().map({ $0 > parentIndent }) == true {
      throw error("bad indentation: this line is indented deeper than the value before it", at: position)
    }
    return value
  }

  /// A plain scalar in block context: its first line at the current position, and the lines
  /// after it indented deeper than `parentIndent`, folded into it (a line break becomes a space,
  /// an empty line a line break).
  mutating func parseMultiLinePlain(parentIndent: Int) throws(Diagnostic) -> YAMLNode {
    let start = position
    try checkPlainStart(flow: false)
    var text = parsePlainBlockScalar().scalar?.text ?? ""
    var lastLine = source.line(at: start)
    while true {
      if current == UInt8(ascii: ":") {
        throw error(
          "a mapping cannot start here (': ' inside a value); quote the value if the colon belongs to it",
          at: position)
      }
      try expectLineEnd(after: "the value")
      guard let next = try skipToContent(), next > parentIndent else { break }
      let line = source.line(at: position)
      let lineStart = position
      let piece = parsePlainBlockScalar().scalar?.text ?? ""
      if current == UInt8(ascii: ":") {
        throw error(
          "a plain scalar continued on the next line cannot hold ': '; quote the value, or indent a key like the keys"
            + " before it", at: lineStart,
          notes: ["the value starts at line \(source.location(at: start).line)"])
      }
      text += line - lastLine > 1 ? String(repeating: "\n", count: line - lastLine - 1) : " "
      text += piece
      lastLine = line
    }
    return node(.scalar(YAMLScalar(text: text, style: .plain)), at: start)
  }
}
