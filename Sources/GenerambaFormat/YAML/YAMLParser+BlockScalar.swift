import Located

/// Block scalars: literal (`|`) and folded (`>`), with chomping (`-`, `+`) and indentation indicators.
extension YAMLParser {
  /// The block scalar whose header (`|`, `>-`, `|2+`…) is at the current position; its lines are
  /// those after the header indented deeper than `parentIndent` (and empty lines among them). The
  /// position ends at the start of the first line after it.
  mutating func parseBlockScalar(parentIndent: Int) throws(Diagnostic) -> YAMLNode {
    let start = position
    let folded = current == UInt8(ascii: ">")
    position += 1
    var chomping: UInt8?
    var explicitIndent: Int?
    for _ in 0..<2 {
      if let byte = current, chomping == nil, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
        chomping = byte
        position += 1
      } else if let byte = current, explicitIndent == nil, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) {
        explicitIndent = Int(byte - UInt8(ascii: "0"))
        position += 1
      }
    }
    try expectLineEnd(after: "the block scalar's header ('|' or '>', then '-', '+' or an indentation digit)")
    let base = max(parentIndent, 0)
    let indent = explicitIndent.map { base + $0 } ?? detectedIndent(parentIndent: parentIndent)
    var lines: [String] = []
    while position < bytes.count {
      let lineStart = position
      var spaces = 0
      while position < bytes.count, bytes[position] == UInt8(ascii: " ") { spaces += 1; position += 1 }
      var lineEnd = position
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      let next = min(lineEnd + 1, bytes.count)
      if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let atMarker = indent == 0 && (atMarker("---") || atMarker("..."))
      if spaces >= indent && !atMarker && lineStart + indent <= lineEnd {
        lines.append(source.string(lineStart + indent, lineEnd))
      } else if position >= lineEnd {
        lines.append("")
      } else {
        position = lineStart
        break
      }
      position = next
    }
    let text = Self.blockText(lines, folded: folded, chomping: chomping)
    return node(.scalar(YAMLScalar(text: text, style: .block)), at: start)
  }

  /// The indentation of a block scalar's first non-empty line (from the current position), or
  /// one more than `parentIndent` when it has none deeper than that.
  private func detectedIndent(parentIndent: Int) -> Int {
    var offset = position
    while offset < bytes.count {
      var spaces = 0
      while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") {
        spaces += 1
        offset += 1
      }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "\r") { offset += 1 }
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") else {
        return max(spaces, parentIndent + 1)
      }
      offset += 1
    }
    return parentIndent + 1
  }

  /// The value of a block scalar made of `lines` (empty strings for empty lines), folded or
  /// literal, its final line breaks chomped (`-` none, `+` all, otherwise one).
  static func blockText(_ lines: [String], folded: Bool, chomping: UInt8?) -> String {
    var content = lines
    var trailing = 0
    while content.last?.isEmpty == true {
      content.removeLast()
      trailing += 1
    }
    var text = folded ? fold(content) : content.joined(separator: "\n")
    switch chomping {
    case UInt8(ascii: "-"): break
    case UInt8(ascii: "+"): text += String(repeating: "\n", count: content.isEmpty ? trailing : trailing + 1)
    default: if !content.isEmpty { text += "\n" }
    }
    return text
  }

  /// Folded lines: a line break between two lines becomes a space, unless either is more
  /// indented; each empty line is a line break.
  private static func fold(_ lines: [String]) -> String {
    var text = ""
    var breaks = 0
    var previousMoreIndented = false
    var first = true
    for line in lines {
      if line.isEmpty {
        breaks += 1
        continue
      }
      let moreIndented = line.first == " " || line.first == "\t"
      let keepsBreak = moreIndented || previousMoreIndented
      if first {
        text += String(repeating: "\n", count: breaks)
      } else if breaks == 0 {
        text += keepsBreak ? "\n" : " "
      } else {
        text += String(repeating: "\n", count: keepsBreak ? breaks + 1 : breaks)
      }
      text += line
      breaks = 0
      previousMoreIndented = moreIndented
      first = false
    }
    return text
  }
}
