import Located

/// Collects the byte ranges one removal takes out of a project (an object's lines, a list
/// element's line, a section left empty) and applies them in one pass, so every other byte stays.
/// A piece that has its lines to itself goes with its lines; one that shares a line (a one-line
/// object's list) goes with its comment, comma and the spaces after it.
struct RemovalPlanner {
  let source: SourceText
  private var ranges: [Range<Int>] = []

  init(source: SourceText) {
    self.source = source
  }

  /// Whether anything is to be removed.
  var isEmpty: Bool { ranges.isEmpty }

  /// Removes a `key = value;` entry of a dictionary (an object of `objects`, an `exceptions` key).
  mutating func removeEntry(keyStart: Int, valueEnd: Int) {
    removeSpan(keyStart, terminator(after: valueEnd))
  }

  /// Removes `element` of a list that closes at `close`, with its comment and its comma.
  mutating func removeElement(_ element: PBXValue, close: Int) {
    var end = skipInline(from: element.range.upperBound, limit: close)
    if end < close, source.bytes[end] == UInt8(ascii: ",") {
      end += 1
    } else {
      end = skipInline(from: element.range.upperBound, limit: close, commentsOnly: true)
    }
    removeSpan(element.range.lowerBound, end)
  }

  /// Removes the lines from the one holding `begin` to the one holding `end` (a section's
  /// `Begin` and `End` comments), with one blank line next to them: the one after when there is
  /// one, else the one before (where a new section's blank line goes).
  mutating func removeSection(begin: Int, end: Int) {
    let firstLine = source.line(at: begin)
    let lastLine = source.line(at: end)
    var lower = source.lineStarts[firstLine - 1]
    var upper = lineEnd(lastLine)
    if isBlank(lastLine + 1) {
      upper = lineEnd(lastLine + 1)
    } else if firstLine > 1, isBlank(firstLine - 1) {
      lower = source.lineStarts[firstLine - 2]
    }
    ranges.append(lower..<upper)
  }

  /// The text without the ranges (overlapping ones merged).
  func apply() -> String {
    var result: [UInt8] = []
    result.reserveCapacity(source.bytes.count)
    var cursor = 0
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if range.lowerBound > cursor { result += source.bytes[cursor..<range.lowerBound] }
      cursor = max(cursor, range.upperBound)
    }
    if cursor < source.bytes.count { result += source.bytes[cursor...] }
    return String(decoding: result, as: UTF8.self)
  }

  /// Takes out `start..<end`: with its whole lines when nothing else is on them, else with the
  /// spaces after it.
  private mutating func removeSpan(_ start: Int, _ end: Int) {
    let bytes = source.bytes
    let firstLine = source.line(at: start)
    let lastLine = source.line(at: max(start, end - 1))
    let lineStart = source.lineStarts[firstLine - 1]
    var lineStop = lastLine < source.lineStarts.count ? source.lineStarts[lastLine] - 1 : bytes.count
    if lineStop < end { lineStop = end }
    let before = bytes[lineStart..<start].allSatisfy(Self.isSpace)
    let after = bytes[end..<lineStop].allSatisfy { Self.isSpace($0) || $0 == 0x0D }
    if before && after {
      ranges.append(lineStart..<min(lineStop + 1, bytes.count))
      return
    }
    var stop = end
    while stop < bytes.count, Self.isSpace(bytes[stop]) { stop += 1 }
    ranges.append(start..<stop)
  }

  /// The offset just past the `;` that ends the value ending at `offset`.
  private func terminator(after offset: Int) -> Int {
    let end = skipInline(from: offset, limit: source.bytes.count, newlines: true)
    return end < source.bytes.count && source.bytes[end] == UInt8(ascii: ";") ? end + 1 : offset
  }

  /// The first offset from `offset` that is not a space, a tab or a `/* … */` comment (nor a
  /// line break, when `newlines`); with `commentsOnly`, the end of the last comment passed.
  private func skipInline(from offset: Int, limit: Int, newlines: Bool = false, commentsOnly: Bool = false) -> Int {
    let bytes = source.bytes
    var index = offset
    var lastCommentEnd = offset
    while index < limit {
      let byte = bytes[index]
      if Self.isSpace(byte) || (newlines && (byte == 0x0A || byte == 0x0D)) {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < limit, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < limit, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(index + 2, limit)
        lastCommentEnd = index
      } else {
        break
      }
    }
    return commentsOnly ? lastCommentEnd : index
  }

  /// Where line `line` (1-based) ends, its line break included.
  private func lineEnd(_ line: Int) -> Int {
    line < source.lineStarts.count ? source.lineStarts[line] : source.bytes.count
  }

  /// Whether line `line` (1-based) exists and is empty.
  private func isBlank(_ line: Int) -> Bool {
    guard line >= 1, line <= source.lineStarts.count else { return false }
    let start = source.lineStarts[line - 1]
    return start < source.bytes.count && source.bytes[start] == 0x0A
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
