import Located

/// Literal template text: a byte range of its template's source, with what the source map needs
/// counted once at parse time so that rendering copies bytes and never scans for newlines. A class,
/// so that walking a body retains one reference per text node (measured faster to render than an
/// inline struct).
final class LiteralText: Sendable {
  /// The template source the text is part of.
  let source: SourceText
  /// The byte offset of its first byte in ``source``.
  let start: Int
  /// The byte offset just past its last byte.
  let end: Int
  /// The template line its first byte is on.
  let line: Int
  /// How many newlines it contains.
  let newlines: Int
  /// Whether its last byte is a newline.
  let endsWithNewline: Bool

  /// The text of `source` between byte offsets `start` and `end`, which are on template lines
  /// `line` and `endLine`.
  init(_ source: SourceText, from start: Int, to end: Int, line: Int, endLine: Int) {
    self.source = source
    self.start = start
    self.end = end
    self.line = line
    newlines = endLine - line
    endsWithNewline = end > start && source.bytes[end - 1] == UInt8(ascii: "\n")
  }

  /// Its length in UTF-8 bytes.
  var byteCount: Int { end - start }

  /// Its bytes, a slice of the source's.
  var bytes: ArraySlice<UInt8> { source.bytes[start..<end] }
}
