/// Literal template text, with what the source map needs counted once at parse time so that
/// rendering it never scans for newlines.
final class LiteralText: Sendable {
  /// The text.
  let text: String
  /// The template line its first byte is on.
  let line: Int
  /// How many newlines it contains.
  let newlines: Int
  /// Whether its last byte is a newline.
  let endsWithNewline: Bool

  /// The text of `source` between byte offsets `start` and `end`, starting on template `line`.
  init(_ source: SourceText, from start: Int, to end: Int, line: Int) {
    text = source.string(start, end)
    self.line = line
    newlines = end > start ? source.line(at: end) - source.line(at: start) : 0
    endsWithNewline = end > start && source.bytes[end - 1] == UInt8(ascii: "\n")
  }
}
