import Foundation

/// A template's source held once as UTF-8 bytes, with a line table built in one pass so that any
/// byte offset maps to a line and column by binary search.
public final class SourceText: Sendable {
  /// The file name used in locations.
  public let file: String
  /// The source bytes.
  public let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  /// Builds the byte buffer and line table for `source`.
  public init(_ source: String, file: String) {
    self.file = file
    let bytes = Array(source.utf8)
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var index = 0
      while index < buffer.count, let hit = memchr(base + index, 10, buffer.count - index) {
        index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(index)
      }
    }
    self.bytes = bytes
    self.lineStarts = starts
  }

  /// The 1-based line containing byte `offset`.
  public func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low + 1
  }

  /// The location of byte `offset`.
  public func location(at offset: Int) -> SourceLocation {
    let line = line(at: offset)
    return SourceLocation(file: file, line: line, column: offset - lineStarts[line - 1] + 1)
  }

  /// The text of 1-based `line`, without its line terminator.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return string(start, max(start, end))
  }

  /// The bytes `start..<end` decoded as a string.
  public func string(_ start: Int, _ end: Int) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
  }
}
