import Located

/// Keys, plain scalars and quoted scalars.
extension YAMLParser {
  /// The key at the current position and the offset just past its colon, when the current
  /// position starts `key:` (the colon followed by a blank); nil otherwise. The position is left
  /// where it was.
  mutating func scanKey() throws(Diagnostic) -> (key: YAMLNode, afterColon: Int)? {
    let saved = position
    defer { position = saved }
    switch current {
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      let key = try parseQuotedScalar()
      skipSpaces()
      guard current == UInt8(ascii: ":"), Self.isBlank(peek()) else { return nil }
      return (key, position + 1)
    case nil, UInt8(ascii: "{"), UInt8(ascii: "["):
      return nil
    default:
      do {
        try checkPlainStart(flow: false)
      } catch {
        return nil
      }
      let key = parsePlainBlockScalar()
      guard current == UInt8(ascii: ":") else { return nil }
      return (key, position + 1)
    }
  }

  /// Refuses what cannot start a plain scalar here: indicators of features outside the subset
  /// get an error naming the feature.
  func checkPlainStart(flow: Bool) throws(Diagnostic) {
    guard let byte = current else { throw error("expected a value", at: position) }
    let next = peek()
    let nextEnds = Self.isBlank(next) || (flow && Self.isFlowIndicator(next))
    switch byte {
    case UInt8(ascii: "-") where nextEnds:
      throw error("a sequence item ('- ') cannot start here", at: position)
    case UInt8(ascii: "?") where nextEnds:
      throw error("complex keys ('? ') are not supported", at: position)
    case UInt8(ascii: ":") where nextEnds:
      throw error("expected a key before ':'", at: position)
    case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
      throw error("an anchor, alias or tag cannot start a mapping key; quote the key", at: position)
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      throw error("a block scalar ('|', '>') cannot start here; quote the value", at: position)
    case UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
      throw error("'\(Character(Unicode.Scalar(byte)))' cannot start a plain scalar; quote the value", at: position)
    case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{"):
      throw error("unexpected '\(Character(Unicode.Scalar(byte)))'", at: position)
    case UInt8(ascii: "#"):
      throw error("expected a value before the comment", at: position)
    default:
      if Self.isBlank(byte) { throw error("expected a value", at: position) }
    }
  }

  /// Whether `byte` is one of `,[]{}`.
  static func isFlowIndicator(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
      || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
  }

  /// A plain scalar in block context, from the current position to the end of the line, a
  /// `: ` (left at the colon) or a ` #` comment; trailing spaces are not part of it.
  mutating func parsePlainBlockScalar() -> YAMLNode {
    parsePlain(flow: false)
  }

  /// A plain scalar; in flow context it also stops at `,[]{}` and at a colon followed by one.
  mutating func parsePlain(flow: Bool) -> YAMLNode {
    let start = position
    var end = position
    while let byte = current, !Self.isBreak(byte) {
      if byte == UInt8(ascii: ":") {
        let next = peek()
        if Self.isBlank(next) || (flow && Self.isFlowIndicator(next)) { break }
      }
      if flow && Self.isFlowIndicator(byte) { break }
      if byte == UInt8(ascii: "#"), position > start,
        bytes[position - 1] == UInt8(ascii: " ") || bytes[position - 1] == UInt8(ascii: "\t")
      {
        break
      }
      position += 1
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { end = position }
    }
    // Leave trailing blanks to the caller (a comment needs the space before it).
    if current != UInt8(ascii: ":") { position = end }
    let text = source.string(start, end)
    return node(.scalar(YAMLScalar(text: text, style: .plain)), at: start)
  }

  /// A single- or double-quoted scalar, possibly over several lines (folded: a line break becomes a
  /// space, an empty line a line break); the position ends after the closing quote.
  mutating func parseQuotedScalar() throws(Diagnostic) -> YAMLNode {
    let start = position
    let quote = bytes[position]
    position += 1
    var text: [UInt8] = []
    while true {
      guard let byte = current else {
        throw error("unterminated quoted scalar", at: start, notes: ["add the closing \(quote == 39 ? "'" : "\"")"])
      }
      if Self.isBreak(byte) {
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
        let breaks = skipLineBreaks()
        guard current != nil else {
          throw error(
            "unterminated quoted scalar", at: start, notes: ["add the closing \(quote == 39 ? "'" : "\"")"])
        }
        text += breaks <= 1 ? [UInt8(ascii: " ")] : Array(repeating: UInt8(ascii: "\n"), count: breaks - 1)
        continue
      }
      if byte == quote {
        if quote == UInt8(ascii: "'") && peek() == UInt8(ascii: "'") {
          text.append(quote)
          position += 2
          continue
        }
        position += 1
        break
      }
      if quote == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
        try appendEscape(to: &text)
        continue
      }
      text.append(byte)
      position += 1
    }
    let style: YAMLScalar.Style = quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted
    return node(.scalar(YAMLScalar(text: String(decoding: text, as: UTF8.self), style: style)), at: start)
  }

  /// Moves past line breaks and the blanks around them; returns how many line breaks there were.
  private mutating func skipLineBreaks() -> Int {
    var breaks = 0
    while let byte = current, Self.isBlank(byte) {
      // A lone carriage return ends a line too.
      if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek() != UInt8(ascii: "\n")) { breaks += 1 }
      position += 1
    }
    return breaks
  }

  /// Reads the escape sequence at the current position (a backslash) into `text`.
  private mutating func appendEscape(to text: inout [UInt8]) throws(Diagnostic) {
    let start = position
    position += 1
    guard let code = current else { throw error("unterminated quoted scalar", at: start) }
    if Self.isBreak(code) {
      // An escaped line break joins the lines without a space.
      _ = skipLineBreaks()
      return
    }
    position += 1
    let simple: [UInt8: [UInt8]] = [
      UInt8(ascii: "0"): [0], UInt8(ascii: "a"): [7], UInt8(ascii: "b"): [8], UInt8(ascii: "t"): [9],
      9: [9], UInt8(ascii: "n"): [10], UInt8(ascii: "v"): [11], UInt8(ascii: "f"): [12],
      UInt8(ascii: "r"): [13], UInt8(ascii: "e"): [27], UInt8(ascii: " "): [32], UInt8(ascii: "\""): [34],
      UInt8(ascii: "/"): [47], UInt8(ascii: "\\"): [92], UInt8(ascii: "N"): [0xC2, 0x85],
      UInt8(ascii: "_"): [0xC2, 0xA0], UInt8(ascii: "L"): [0xE2, 0x80, 0xA8], UInt8(ascii: "P"): [0xE2, 0x80, 0xA9],
    ]
    if let replacement = simple[code] {
      text.append(contentsOf: replacement)
      return
    }
    let width: Int
    switch code {
    case UInt8(ascii: "x"): width = 2
    case UInt8(ascii: "u"): width = 4
    case UInt8(ascii: "U"): width = 8
    default:
      throw error("unknown escape '\\\(Character(Unicode.Scalar(code)))' in a double-quoted scalar", at: start)
    }
    guard position + width <= bytes.count,
      let value = UInt32(String(decoding: bytes[position..<position + width], as: UTF8.self), radix: 16),
      bytes[position..<position + width].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
    else {
      throw error("'\\\(Character(Unicode.Scalar(code)))' needs \(width) hexadecimal digits", at: start)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw error("'\\\(Character(Unicode.Scalar(code)))' escape is not a valid Unicode character", at: start)
    }
    position += width
    text.append(contentsOf: Array(String(Character(scalar)).utf8))
  }
}
