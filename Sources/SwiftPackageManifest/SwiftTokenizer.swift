import Located

/// Splits Swift source into ``SwiftToken``s: identifiers, numbers, string literals (single-line,
/// multi-line and raw, with nested interpolations), comments (nested block comments too),
/// punctuation and operators; whitespace is dropped. It knows where every string and comment
/// ends, so an editor built on it never mistakes a bracket in a string or comment for code.
struct SwiftTokenizer {
  private let bytes: [UInt8]
  private let source: SourceText
  private var index = 0

  /// A tokenizer over `source`.
  package init(_ source: SourceText) {
    self.source = source
    bytes = source.bytes
  }

  /// Every token of the source, comments included, in order. Throws a located diagnostic for a
  /// string or comment that never ends.
  package static func tokens(of source: SourceText) throws(Diagnostic) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(source)
    return try tokenizer.scanAll(until: nil)
  }

  /// Scans tokens until the end, or (inside an interpolation) until the `)` that closes it.
  private mutating func scanAll(until closing: UInt8?) throws(Diagnostic) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
        continue
      }
      if let closing, byte == closing, depth == 0 { return tokens }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") { depth -= 1 }
      tokens.append(try scanToken())
    }
    if closing != nil { throw unterminated("string interpolation", at: bytes.count) }
    return tokens
  }

  private mutating func scanToken() throws(Diagnostic) -> SwiftToken {
    let start = index
    let byte = bytes[index]
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    let kind: SwiftToken.Kind
    if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
      while index < bytes.count && bytes[index] != 0x0A { index += 1 }
      kind = .comment
    } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
      try skipBlockComment()
      kind = .comment
    } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
      try skipString()
      kind = .string
    } else if byte == UInt8(ascii: "`") {
      index += 1
      while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != 0x0A { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "`") else { throw unterminated("quoted name", at: start) }
      index += 1
      kind = .identifier
    } else if Self.isIdentifierHead(byte) {
      while index < bytes.count && Self.isIdentifierBody(bytes[index]) { index += 1 }
      kind = .identifier
    } else if Self.isDigit(byte) {
      while index < bytes.count
        && (Self.isIdentifierBody(bytes[index])
          || (bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count && Self.isDigit(bytes[index + 1])))
      {
        index += 1
      }
      kind = .number
    } else if Self.punctuation.contains(byte) {
      index += 1
      kind = .punctuation
    } else if Self.operatorCharacters.contains(byte) {
      index += 1
      while index < bytes.count && Self.operatorCharacters.contains(bytes[index]) {
        // `a+//comment`: a comment starts here, not more operator.
        if bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count
          && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
        {
          break
        }
        index += 1
      }
      kind = .operator
    } else {
      index += 1
      kind = .operator
    }
    return SwiftToken(kind: kind, start: start, end: index, text: source.string(start, index))
  }

  /// Whether `#…#"` starts here (a raw string), not `#if` or `#filePath`.
  private func startsRawString() -> Bool {
    var cursor = index
    while cursor < bytes.count && bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
    return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
  }

  private mutating func skipBlockComment() throws(Diagnostic) {
    let start = index
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
    throw unterminated("comment", at: start)
  }

  /// Skips a string literal: `#`s, one or three quotes, the body (escapes and interpolations
  /// `\(…)`, with as many `#`s after the backslash as before the quote), the closing delimiter.
  private mutating func skipString() throws(Diagnostic) {
    let start = index
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline = matches("\"\"\"", at: index)
    index += multiline ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A && !multiline { break }
      if byte == UInt8(ascii: "\\") && hashCount(after: index + 1) >= hashes {
        index += 1 + hashes
        guard index < bytes.count else { break }
        if bytes[index] == UInt8(ascii: "(") {
          index += 1
          _ = try scanAll(until: UInt8(ascii: ")"))
          index += 1
        } else {
          index += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\"") && (!multiline || matches("\"\"\"", at: index)) {
        let quoteEnd = index + (multiline ? 3 : 1)
        if hashCount(after: quoteEnd) >= hashes {
          index = quoteEnd + hashes
          return
        }
      }
      index += 1
    }
    throw unterminated("string", at: start)
  }

  private func hashCount(after offset: Int) -> Int {
    var cursor = offset
    while cursor < bytes.count && bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
    return cursor - offset
  }

  private func matches(_ text: String, at offset: Int) -> Bool {
    let wanted = Array(text.utf8)
    return offset + wanted.count <= bytes.count && Array(bytes[offset..<offset + wanted.count]) == wanted
  }

  private func unterminated(_ what: String, at offset: Int) -> Diagnostic {
    let location = source.location(at: offset)
    return Diagnostic(
      "this \(what) never ends", at: location, sourceLine: source.lineText(location.line),
      notes: ["modgen edits Package.swift only when it reads as Swift; fix the manifest first"])
  }

  private static let punctuation: Set<UInt8> = Set("()[]{},:;.@#".utf8)
  private static let operatorCharacters: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }
}
