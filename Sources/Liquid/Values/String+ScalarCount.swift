extension String {
  /// The number of Unicode scalars (Ruby's character count), counted over the UTF-8 bytes:
  /// every byte that does not continue a multi-byte sequence starts a scalar.
  var unicodeScalarCount: Int {
    if let count = utf8.withContiguousStorageIfAvailable(Self.scalarCount) { return count }
    var copy = self
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable(Self.scalarCount) ?? unicodeScalars.count
  }

  private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var continuation = 0
    for byte in bytes where byte & 0xC0 == 0x80 { continuation &+= 1 }
    return bytes.count &- continuation
  }

  /// The scalars in `range` (scalar offsets, already clamped to the string), sliced through the
  /// UTF-8 view when the string is ASCII.
  func scalarSlice(_ range: Range<Int>, scalarCount: Int) -> String {
    if scalarCount == utf8.count {
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let end = utf8.index(start, offsetBy: range.count)
      return String(self[start..<end])
    }
    let scalars = unicodeScalars
    let start = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
    let end = scalars.index(start, offsetBy: range.count)
    return String(scalars[start..<end])
  }
}
