/// Finds the template column that produced a column of a generated line.
///
/// Text outside Liquid tags is copied literally, so the generated line is matched against the
/// template line as a pattern: literal text must appear as is, each `{{ }}`/`{% %}` run may
/// produce any text (whitespace control `-` trims the neighbouring literal). A column inside
/// literal text maps to the same character of the template; a column inside text an output tag
/// produced maps to that tag's `{{`. When the line does not match as a whole, the token at the
/// column is searched in the template line. Columns count UTF-8 bytes, 1-based, as swiftc does.
enum ColumnLocator {
  /// Returns the 1-based template column for 1-based `column` of `generated`, or `nil` when no
  /// correspondence can be found (callers fall back to column 1).
  static func templateColumn(generated: String, column: Int, template: String) -> Int? {
    let output = Array(generated.utf8)
    let source = Array(template.utf8)
    let offset = max(0, column - 1)
    let segments = Segment.parse(source)
    if let mapped = matchAndMap(segments, output: output, offset: offset) { return mapped }
    let loose = [Segment.wild(anchor: nil)] + segments + [Segment.wild(anchor: nil)]
    if let mapped = matchAndMap(loose, output: output, offset: offset) { return mapped }
    return tokenSearch(output: output, offset: offset, source: source)
  }

  /// One piece of a template line: literal text or a run of tags.
  enum Segment: Equatable {
    /// Literal bytes starting at `start` in the template line.
    case literal(start: Int, bytes: [UInt8])
    /// One or more adjacent tags; `anchor` is the offset a column inside their output maps to.
    case wild(anchor: Int?)

    /// Splits a template line into literal and tag segments, applying whitespace control.
    static func parse(_ line: [UInt8]) -> [Segment] {
      var segments: [Segment] = []
      var literalStart = 0
      var index = 0
      var trimNextLiteral = false
      func appendLiteral(_ end: Int, trimTrailing: Bool) {
        var start = literalStart
        var stop = end
        if trimNextLiteral { while start < stop, isSpace(line[start]) { start += 1 } }
        if trimTrailing { while stop > start, isSpace(line[stop - 1]) { stop -= 1 } }
        if stop > start { segments.append(.literal(start: start, bytes: Array(line[start..<stop]))) }
      }
      while index + 1 < line.count {
        let opensOutput = line[index] == UInt8(ascii: "{") && line[index + 1] == UInt8(ascii: "{")
        let opensTag = line[index] == UInt8(ascii: "{") && line[index + 1] == UInt8(ascii: "%")
        guard opensOutput || opensTag else {
          index += 1
          continue
        }
        let trimLeft = index + 2 < line.count && line[index + 2] == UInt8(ascii: "-")
        appendLiteral(index, trimTrailing: trimLeft)
        let closer = opensOutput ? UInt8(ascii: "}") : UInt8(ascii: "%")
        var end = index + 2
        while end + 1 < line.count, !(line[end] == closer && line[end + 1] == UInt8(ascii: "}")) { end += 1 }
        let closed = end + 1 < line.count
        trimNextLiteral = closed && end > index + 2 && line[end - 1] == UInt8(ascii: "-")
        let tagEnd = closed ? end + 2 : line.count
        if case .wild(let anchor)? = segments.last {
          // Prefer an output tag as the anchor of a run of adjacent tags.
          let isOutputAnchor = anchor.map { line[$0 + 1] == UInt8(ascii: "{") } ?? false
          if !isOutputAnchor && opensOutput { segments[segments.count - 1] = .wild(anchor: index) }
        } else {
          segments.append(.wild(anchor: index))
        }
        index = tagEnd
        literalStart = tagEnd
      }
      appendLiteral(line.count, trimTrailing: false)
      return segments
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// Matches the whole output against the segments (wildcards lazy) and maps `offset`.
  private static func matchAndMap(_ segments: [Segment], output: [UInt8], offset: Int) -> Int? {
    let count = output.count
    // reachable[k][p]: segments k... can match output[p...] to its end.
    var reachable = Array(repeating: Array(repeating: false, count: count + 1), count: segments.count + 1)
    reachable[segments.count][count] = true
    for k in stride(from: segments.count - 1, through: 0, by: -1) {
      switch segments[k] {
      case .literal(_, let bytes):
        for position in 0...count where position + bytes.count <= count && reachable[k + 1][position + bytes.count] {
          reachable[k][position] = output[position..<(position + bytes.count)].elementsEqual(bytes)
        }
      case .wild:
        var any = false
        for position in stride(from: count, through: 0, by: -1) {
          any = any || reachable[k + 1][position]
          reachable[k][position] = any
        }
      }
    }
    guard reachable[0][0] else { return nil }
    var position = 0
    var last: (segment: Segment, start: Int)?
    for k in 0..<segments.count {
      switch segments[k] {
      case .literal(let start, let bytes):
        if offset >= position && offset < position + bytes.count { return start + (offset - position) + 1 }
        last = (segments[k], position)
        position += bytes.count
      case .wild(let anchor):
        var end = position
        while !reachable[k + 1][end] { end += 1 }
        if offset >= position && offset < end { return anchor.map { $0 + 1 } }
        if end > position { last = (segments[k], position) }
        position = end
      }
    }
    // Past the end of the line: continue after the last piece of template text.
    switch last?.segment {
    case .literal(let start, let bytes)?:
      return start + bytes.count + (offset - count) + 1
    case .wild(let anchor)?:
      return anchor.map { $0 + 1 }
    case nil:
      return nil
    }
  }

  /// Finds the token under `offset` in the template line, preferring the nearest occurrence.
  private static func tokenSearch(output: [UInt8], offset: Int, source: [UInt8]) -> Int? {
    guard offset < output.count, !isSpace(output[offset]) else { return nil }
    let wordy = isIdentifier(output[offset])
    let belongs: (UInt8) -> Bool = { wordy ? isIdentifier($0) : !isSpace($0) && !isIdentifier($0) }
    var start = offset
    while start > 0, belongs(output[start - 1]) { start -= 1 }
    var end = offset + 1
    while end < output.count, belongs(output[end]) { end += 1 }
    let token = Array(output[start..<end])
    var best: Int?
    var position = 0
    while position + token.count <= source.count {
      if source[position..<(position + token.count)].elementsEqual(token) {
        let boundaryBefore = position == 0 || !wordy || !isIdentifier(source[position - 1])
        let after = position + token.count
        let boundaryAfter = after == source.count || !wordy || !isIdentifier(source[after])
        if boundaryBefore && boundaryAfter && (best.map { abs($0 - start) > abs(position - start) } ?? true) {
          best = position
        }
      }
      position += 1
    }
    return best.map { $0 + (offset - start) + 1 }
  }
}
