import Foundation

/// Accumulates rendered text and records for each output line the template location of its
/// first byte (kept compact while rendering, expanded into ``SourceLocation``s at the end).
struct OutputBuffer {
  /// Where an output line came from: an index into ``files`` and a template line.
  struct Origin {
    /// Index into ``files``.
    var file: Int32
    /// 1-based template line.
    var line: Int32
  }

  /// The text so far.
  private(set) var text = ""
  /// Origins of the lines started so far.
  private(set) var origins: [Origin] = []
  /// The file names origins refer to.
  private(set) var files: [String] = []
  /// Whether the next byte starts a new output line.
  private var atLineStart = true
  /// Bytes written.
  private(set) var byteCount = 0

  /// The line origins as source locations.
  var lines: [SourceLocation?] {
    origins.map { SourceLocation(file: files[Int($0.file)], line: Int($0.line), column: 1) }
  }

  private mutating func fileIndex(_ file: String) -> Int32 {
    if let last = files.last, last == file { return Int32(files.count - 1) }
    if let index = files.firstIndex(of: file) { return Int32(index) }
    files.append(file)
    return Int32(files.count - 1)
  }

  /// Appends `string`, produced by template `file` starting at `line`; when `advancing`, each
  /// newline inside the string moves the origin to the next template line (literal text).
  mutating func append(_ string: String, file: String, line: Int, advancing: Bool) {
    if string.isEmpty { return }
    var string = string
    let fileIndex = fileIndex(file)
    var current = Int32(truncatingIfNeeded: line)
    string.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      byteCount &+= buffer.count
      var index = 0
      while index < buffer.count {
        if atLineStart {
          origins.append(Origin(file: fileIndex, line: current))
          atLineStart = false
        }
        guard let hit = memchr(base + index, 10, buffer.count - index) else { return }
        index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        atLineStart = true
        if advancing { current &+= 1 }
      }
    }
    text.append(string)
  }

  /// Appends another buffer's text and line origins, as if written here.
  mutating func append(_ other: OutputBuffer) {
    if other.text.isEmpty { return }
    var otherOrigins = other.origins[...]
    if !atLineStart, !otherOrigins.isEmpty { otherOrigins = otherOrigins.dropFirst() }
    for origin in otherOrigins {
      origins.append(Origin(file: fileIndex(other.files[Int(origin.file)]), line: origin.line))
    }
    atLineStart = other.atLineStart
    byteCount &+= other.byteCount
    text.append(other.text)
  }
}
