import Located

/// Literal template text, with what the source map needs counted once at parse time so that
/// rendering it never scans for newlines. A class, so that walking a body retains one
/// reference per text node (measured faster to render than an inline struct).
final class LiteralText: Sendable {
  /// The text.
  let text: String
  /// The template line its first byte is on.
  let line: Int
  /// How many newlines it contains.
  let newlines: Int
  /// Whether its last byte is a newline.
  let endsWithNewline: Bool

  /// The text of `source` between byte offsets `start` and `end`, which are on template lines
  /// `line` and `endLine`.
  init(_ source: SourceText, from start: Int, to end: Int, line: Int, endLine: Int) {
    text = source.string(start, end)
    self.line = line
    newlines = endLine - line
    endsWithNewline = end > start && source.bytes[end - 1] == UInt8(ascii: "\n")
  }
}
