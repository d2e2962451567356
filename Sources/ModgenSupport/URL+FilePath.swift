import Foundation

extension URL {
  /// The file-system path of a file URL, exactly what `path` answers (percent escapes decoded,
  /// no trailing slash but the root's), read from `path(percentEncoded: true)` and decoded here.
  ///
  /// `path` builds a `Set<UInt8>` on every call, and the first one makes the Swift runtime search
  /// every protocol conformance in the binary for `UInt8: Hashable`: about 340,000 instructions,
  /// a tenth of what a whole `modgen gen` plans with. Code on the `gen` path asks this instead.
  package var filePath: String {
    let encoded = path(percentEncoded: true)
    var bytes = Array(encoded.utf8)
    if bytes.contains(UInt8(ascii: "%")) { bytes = Self.percentDecoded(bytes) }
    while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    if bytes.count == encoded.utf8.count { return encoded }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `bytes` with each `%XX` escape replaced by its byte (a malformed escape is kept as written).
  private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
    func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return decoded
  }
}
