import Foundation
import Located

/// Cuts a template into ``TemplateToken``s in one forward pass over its UTF-8 bytes.
///
/// Whitespace control (`{%-`, `-%}`, `{{-`, `-}}`) is applied here by narrowing the neighbouring
/// text tokens. `raw` and `doc` bodies are skipped verbatim, and a `{% liquid %}` tag is expanded
/// into one tag token per non-blank line.
struct TemplateLexer {
  private let source: SourceText
  private let bytes: [UInt8]
  /// Number of elementary steps taken (bytes examined); grows linearly with the input.
  private(set) var steps = 0
  private var liquidGroups = 0

  /// Creates a lexer over `source`.
  init(_ source: SourceText) {
    self.source = source
    self.bytes = source.bytes
  }

  /// Cuts the whole source into tokens.
  mutating func tokenize() throws(LiquidError) -> [TemplateToken] {
    var tokens: [TemplateToken] = []
    tokens.reserveCapacity(bytes.count / 64 + 4)
    let count = bytes.count
    var position = 0
    var trimNext = false
    while position < count {
      let markupStart = nextMarkup(from: position)
      let trimPrevious = markupStart + 2 < count && bytes[markupStart + 2] == Ascii.dash
      appendText(position, markupStart, trimStart: trimNext, trimEnd: trimPrevious, to: &tokens)
      guard markupStart < count else { break }
      if bytes[markupStart + 1] == Ascii.openBrace {
        (position, trimNext) = try lexOutput(at: markupStart, into: &tokens)
      } else {
        (position, trimNext) = try lexTag(at: markupStart, into: &tokens)
      }
    }
    return tokens
  }

  /// Offset of the next `{{` or `{%` at or after `position`, or `bytes.count` (uses `memchr`).
  private mutating func nextMarkup(from position: Int) -> Int {
    let count = bytes.count
    let found = bytes.withUnsafeBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress else { return count }
      var index = position
      while index < count - 1 {
        guard let hit = memchr(base + index, Int32(Ascii.openBrace), count - 1 - index) else { return count }
        let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        let next = base[offset + 1]
        if next == Ascii.openBrace || next == Ascii.percent { return offset }
        index = offset + 1
      }
      return count
    }
    steps &+= (found < count ? found : count) - position + 1
    return found
  }

  private mutating func appendText(
    _ start: Int, _ end: Int, trimStart: Bool, trimEnd: Bool, to tokens: inout [TemplateToken]
  ) {
    var low = start
    var high = end
    if trimStart {
      while low < high, Ascii.isWhitespace(bytes[low]) { low += 1; steps &+= 1 }
    }
    if trimEnd {
      while high > low, Ascii.isWhitespace(bytes[high - 1]) { high -= 1; steps &+= 1 }
    }
    guard low < high else { return }
    tokens.append(TemplateToken(kind: .text, start: low, contentStart: low, contentEnd: high))
  }

  /// Lexes `{{ … }}` at `start`; returns the offset after it and whether it trims what follows.
  private mutating func lexOutput(at start: Int, into tokens: inout [TemplateToken]) throws(LiquidError) -> (Int, Bool)
  {
    let count = bytes.count
    var index = start + 2
    while index < count, bytes[index] != Ascii.closeBrace { index += 1; steps &+= 1 }
    guard index + 1 < count, bytes[index + 1] == Ascii.closeBrace else {
      throw source.error(.unterminatedOutput, at: start)
    }
    var contentStart = start + 2
    if contentStart < index, bytes[contentStart] == Ascii.dash { contentStart += 1 }
    var contentEnd = index
    let trimAfter = contentEnd > contentStart && bytes[contentEnd - 1] == Ascii.dash
    if trimAfter { contentEnd -= 1 }
    tokens.append(TemplateToken(kind: .output, start: start, contentStart: contentStart, contentEnd: contentEnd))
    return (index + 2, trimAfter)
  }

  /// Offset of the `%` of the first `%}` at or after `position`, or nil (uses `memchr`).
  private mutating func tagEnd(from position: Int) -> Int? {
    let count = bytes.count
    let found = bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var index = position
      while index < count - 1 {
        guard let hit = memchr(base + index, Int32(Ascii.percent), count - 1 - index) else { return nil }
        let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if base[offset + 1] == Ascii.closeBrace { return offset }
        index = offset + 1
      }
      return nil
    }
    steps &+= (found ?? count) - position + 1
    return found
  }

  /// Lexes `{% … %}` at `start`; returns the offset after it and whether it trims what follows.
  private mutating func lexTag(at start: Int, into tokens: inout [TemplateToken]) throws(LiquidError) -> (Int, Bool) {
    guard let close = tagEnd(from: start + 2) else { throw source.error(.unterminatedTag, at: start) }
    var innerStart = start + 2
    if innerStart < close, bytes[innerStart] == Ascii.dash { innerStart += 1 }
    var innerEnd = close
    let trimAfter = innerEnd > innerStart && bytes[innerEnd - 1] == Ascii.dash
    if trimAfter { innerEnd -= 1 }
    guard var token = tagToken(start: start, from: innerStart, to: innerEnd) else {
      throw source.error(.malformedTag, at: start)
    }
    let name = source.bytes[token.nameStart..<token.nameEnd]
    if name.elementsEqual("raw".utf8) || name.elementsEqual("doc".utf8) {
      let isRaw = name.count == 3 && name.first == UInt8(ascii: "r")
      let tagName = isRaw ? "raw" : "doc"
      if token.contentStart < token.contentEnd {
        throw source.error(.invalidTagSyntax(tag: tagName, expected: "no arguments"), at: token.contentStart)
      }
      guard let (bodyEnd, after, trim) = try findEnd(of: tagName, from: close + 2, openedAt: start) else {
        throw source.error(.unclosedBlock(tagName), at: start)
      }
      if isRaw {
        token.kind = .raw
        token.contentStart = close + 2
        token.contentEnd = bodyEnd
        tokens.append(token)
      }
      return (after, trim)
    }
    if name.elementsEqual("liquid".utf8) {
      liquidGroups += 1
      try expandLiquidTag(from: token.contentStart, to: token.contentEnd, into: &tokens)
      return (close + 2, trimAfter)
    }
    tokens.append(token)
    return (close + 2, trimAfter)
  }

  /// Reads `ws* name ws* markup ws*` between `low` and `high`; nil when there is no valid name.
  private mutating func tagToken(start: Int, from low: Int, to high: Int) -> TemplateToken? {
    var index = low
    while index < high, Ascii.isWhitespace(bytes[index]) { index += 1; steps &+= 1 }
    let nameStart = index
    if index < high, bytes[index] == Ascii.hash {
      index += 1
    } else {
      while index < high, Ascii.isWord(bytes[index]) { index += 1; steps &+= 1 }
    }
    guard index > nameStart else { return nil }
    let nameEnd = index
    while index < high, Ascii.isWhitespace(bytes[index]) { index += 1; steps &+= 1 }
    var end = high
    while end > index, Ascii.isWhitespace(bytes[end - 1]) { end -= 1; steps &+= 1 }
    return TemplateToken(
      kind: .tag, start: start, nameStart: nameStart, nameEnd: nameEnd, contentStart: index, contentEnd: end)
  }

  /// Finds `{% endNAME %}` after a raw/doc opener: (body end, offset after the end tag, trims after).
  private mutating func findEnd(of name: String, from position: Int, openedAt: Int) throws(LiquidError) -> (
    Int, Int, Bool
  )? {
    var index = position
    while true {
      let open = nextMarkup(from: index)
      guard open < bytes.count else { return nil }
      guard bytes[open + 1] == Ascii.percent, let close = tagEnd(from: open + 2) else {
        index = open + 2
        continue
      }
      var low = open + 2
      let trimBefore = low < close && bytes[low] == Ascii.dash
      if trimBefore { low += 1 }
      var high = close
      let trimAfter = high > low && bytes[high - 1] == Ascii.dash
      if trimAfter { high -= 1 }
      if let token = tagToken(start: open, from: low, to: high) {
        let tagName = bytes[token.nameStart..<token.nameEnd]
        if tagName.count == name.utf8.count + 3, tagName.starts(with: "end".utf8),
          tagName.dropFirst(3).elementsEqual(name.utf8), token.contentStart == token.contentEnd
        {
          var bodyEnd = open
          if trimBefore, name == "doc" {
            while bodyEnd > position, Ascii.isWhitespace(bytes[bodyEnd - 1]) { bodyEnd -= 1 }
          }
          return (bodyEnd, close + 2, trimAfter)
        }
        if name == "doc", tagName.elementsEqual("doc".utf8) {
          throw source.error(.invalidTagSyntax(tag: "doc", expected: "no nested 'doc' blocks"), at: open)
        }
      }
      index = open + 2
    }
  }

  /// Emits one tag token per non-blank line of a `{% liquid %}` tag's markup.
  private mutating func expandLiquidTag(from low: Int, to high: Int, into tokens: inout [TemplateToken])
    throws(LiquidError)
  {
    var lineStart = low
    while lineStart < high {
      var lineEnd = lineStart
      while lineEnd < high, bytes[lineEnd] != Ascii.newline { lineEnd += 1; steps &+= 1 }
      var first = lineStart
      while first < lineEnd, Ascii.isWhitespace(bytes[first]) { first += 1 }
      if first < lineEnd {
        guard var token = tagToken(start: first, from: first, to: lineEnd) else {
          throw source.error(.malformedTag, at: first)
        }
        if bytes[token.nameStart..<token.nameEnd].elementsEqual("liquid".utf8) {
          try expandLiquidTag(from: token.contentStart, to: token.contentEnd, into: &tokens)
        } else {
          token.group = liquidGroups
          tokens.append(token)
        }
      }
      lineStart = lineEnd + 1
    }
  }
}
