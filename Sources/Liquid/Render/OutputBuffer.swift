/// Accumulates rendered text, counts bytes against the output limit, and records for each
/// output line the template location of its first byte.
struct OutputBuffer {
  /// The text so far.
  private(set) var text = ""
  /// Origins of the lines started so far.
  private(set) var lines: [SourceLocation?] = []
  /// Whether the next byte starts a new output line.
  private var atLineStart = true
  /// Bytes written (shared limit accounting is done by the renderer).
  private(set) var byteCount = 0

  /// Appends `string`, produced by template `file` starting at `line`; when `advancing`, each
  /// newline inside the string moves the origin to the next template line (literal text).
  mutating func append(_ string: String, file: String, line: Int, advancing: Bool) {
    if string.isEmpty { return }
    var current = line
    var utf8Count = 0
    for byte in string.utf8 {
      utf8Count &+= 1
      if atLineStart {
        lines.append(SourceLocation(file: file, line: current, column: 1))
        atLineStart = false
      }
      if byte == Ascii.newline {
        atLineStart = true
        if advancing { current &+= 1 }
      }
    }
    byteCount &+= utf8Count
    text.append(string)
  }

  /// Appends another buffer's text and line origins, as if written here.
  mutating func append(_ other: OutputBuffer) {
    if other.text.isEmpty { return }
    var otherLines = other.lines[...]
    if !atLineStart, !otherLines.isEmpty { otherLines = otherLines.dropFirst() }
    lines.append(contentsOf: otherLines)
    atLineStart = other.atLineStart
    byteCount &+= other.byteCount
    text.append(other.text)
  }
}
