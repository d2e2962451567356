import Located

/// Tokenizes tag and output markup (a byte range of the template) in one forward pass.
enum ExpressionLexer {
  /// The tokens of `bytes[start..<end]`, ending with an `.end` token.
  static func tokenize(_ source: SourceText, from start: Int, to end: Int) throws(LiquidError) -> [ExpressionToken] {
    let bytes = source.bytes
    var tokens: [ExpressionToken] = []
    tokens.reserveCapacity(8)
    var index = start
    while true {
      while index < end, Ascii.isWhitespace(bytes[index]) { index += 1 }
      guard index < end else { break }
      let tokenStart = index
      let byte = bytes[index]
      let next: UInt8 = index + 1 < end ? bytes[index + 1] : 0
      var kind: ExpressionToken.Kind
      switch byte {
      case UInt8(ascii: "="), UInt8(ascii: "!"):
        guard next == UInt8(ascii: "=") else {
          throw source.error(.unexpectedCharacter(character(at: index, in: source)), at: index)
        }
        kind = .comparison
        index += 2
      case UInt8(ascii: "<"):
        kind = .comparison
        index += (next == UInt8(ascii: "=") || next == UInt8(ascii: ">")) ? 2 : 1
      case UInt8(ascii: ">"):
        kind = .comparison
        index += next == UInt8(ascii: "=") ? 2 : 1
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        index += 1
        while index < end, bytes[index] != byte { index += 1 }
        guard index < end else { throw source.error(.unterminatedString, at: tokenStart) }
        index += 1
        kind = .string
      case UInt8(ascii: "-") where Ascii.isDigit(next), UInt8(ascii: "0")...UInt8(ascii: "9"):
        index += 1
        while index < end, Ascii.isDigit(bytes[index]) { index += 1 }
        if index + 1 < end, bytes[index] == UInt8(ascii: "."), Ascii.isDigit(bytes[index + 1]) {
          index += 1
          while index < end, Ascii.isDigit(bytes[index]) { index += 1 }
        }
        kind = .number
      case _ where Ascii.isLetter(byte) || byte == UInt8(ascii: "_"):
        index += 1
        while index < end, Ascii.isWord(bytes[index]) || bytes[index] == Ascii.dash { index += 1 }
        if index < end, bytes[index] == UInt8(ascii: "?") { index += 1 }
        kind = .identifier
        if index - tokenStart == 8, index < end, Ascii.isWhitespace(bytes[index]),
          bytes[tokenStart..<index].elementsEqual("contains".utf8)
        {
          kind = .comparison
        }
      case UInt8(ascii: ".") where next == UInt8(ascii: "."):
        index += 2
        kind = .dotDot
      default:
        index += 1
        switch byte {
        case UInt8(ascii: "|"): kind = .pipe
        case UInt8(ascii: "."): kind = .dot
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: "["): kind = .openSquare
        case UInt8(ascii: "]"): kind = .closeSquare
        case UInt8(ascii: "("): kind = .openRound
        case UInt8(ascii: ")"): kind = .closeRound
        case UInt8(ascii: "?"): kind = .question
        case UInt8(ascii: "-"): kind = .dash
        default: throw source.error(.unexpectedCharacter(character(at: tokenStart, in: source)), at: tokenStart)
        }
      }
      tokens.append(ExpressionToken(kind: kind, start: tokenStart, end: index))
    }
    tokens.append(ExpressionToken(kind: .end, start: end, end: end))
    return tokens
  }

  /// The (possibly multi-byte) character starting at `offset`, for messages.
  private static func character(at offset: Int, in source: SourceText) -> String {
    var end = offset + 1
    while end < source.bytes.count, end - offset < 4, source.bytes[end] & 0xC0 == 0x80 { end += 1 }
    return source.string(offset, end)
  }
}
