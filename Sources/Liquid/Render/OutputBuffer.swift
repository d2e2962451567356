import Foundation
import Located

/// Accumulates rendered text and records for each output line the template location of its
/// first byte (kept compact, as the ``SourceMap`` it becomes keeps it).
struct OutputBuffer {
  /// Where an output line came from: an index into ``files`` and a 1-based template line.
  typealias Origin = SourceMap.Origin

  /// The UTF-8 bytes so far (one growing buffer; decoded once at the end).
  private(set) var bytes: [UInt8] = []
  /// Origins of the lines started so far.
  private(set) var origins: [Origin] = []
  /// The templates origins refer to (compared by identity, so no string comparisons).
  private(set) var files: [SourceText] = []
  /// Whether the next byte starts a new output line.
  private var atLineStart = true
  /// Bytes written.
  var byteCount: Int { bytes.count }

  /// An empty buffer.
  init() {}

  /// An empty buffer with room for about `bytes` bytes in `lines` lines (a render's output is
  /// usually about its template's size: growing from nothing copied it a dozen times).
  init(reservingBytes bytes: Int, lines: Int) {
    self.bytes.reserveCapacity(bytes)
    origins.reserveCapacity(lines)
  }

  /// The text so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The line origins as a source map.
  var sourceMap: SourceMap {
    SourceMap(files: files.map(\.file), origins: origins)
  }

  private mutating func fileIndex(_ file: SourceText) -> Int32 {
    if let last = files.last, last === file { return Int32(files.count - 1) }
    if let index = files.firstIndex(where: { $0 === file }) { return Int32(index) }
    files.append(file)
    return Int32(files.count - 1)
  }

  /// Appends `string`, produced by template `file` at `line` (a value: every output line it
  /// starts has that origin).
  mutating func append(_ string: String, file: SourceText, line: Int) {
    if string.isEmpty { return }
    if let appended = string.utf8.withContiguousStorageIfAvailable({ buffer in
      append(buffer, file: file, line: line)
    }) {
      return appended
    }
    var copy = string
    copy.makeContiguousUTF8()
    copy.utf8.withContiguousStorageIfAvailable { buffer in append(buffer, file: file, line: line) }
  }

  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>, file: SourceText, line: Int) {
    guard let base = buffer.baseAddress else { return }
    let current = Int32(truncatingIfNeeded: line)
    var index = 0
    var fileIndex: Int32?
    while index < buffer.count {
      if atLineStart {
        let known = fileIndex ?? self.fileIndex(file)
        fileIndex = known
        origins.append(Origin(file: known, line: current))
        atLineStart = false
      }
      guard let hit = memchr(base + index, 10, buffer.count - index) else { break }
      index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
      atLineStart = true
    }
    bytes.append(contentsOf: buffer)
  }

  /// Appends literal template text from `file`: each newline in it moves the origin to the
  /// next template line, using the newline count taken at parse time.
  mutating func append(_ literal: LiteralText, file: SourceText) {
    if literal.byteCount == 0 { return }
    let linesStarted = literal.endsWithNewline ? literal.newlines - 1 : literal.newlines
    if atLineStart || linesStarted > 0 {
      let fileIndex = fileIndex(file)
      var current = Int32(truncatingIfNeeded: literal.line)
      if atLineStart { origins.append(Origin(file: fileIndex, line: current)) }
      for _ in 0..<linesStarted {
        current &+= 1
        origins.append(Origin(file: fileIndex, line: current))
      }
    }
    atLineStart = literal.endsWithNewline
    bytes.append(contentsOf: literal.bytes)
  }

  /// Appends another buffer's text and line origins, as if written here.
  mutating func append(_ other: OutputBuffer) {
    if other.bytes.isEmpty { return }
    var otherOrigins = other.origins[...]
    if !atLineStart, !otherOrigins.isEmpty { otherOrigins = otherOrigins.dropFirst() }
    for origin in otherOrigins {
      origins.append(Origin(file: fileIndex(other.files[Int(origin.file)]), line: origin.line))
    }
    atLineStart = other.atLineStart
    bytes.append(contentsOf: other.bytes)
  }
}
