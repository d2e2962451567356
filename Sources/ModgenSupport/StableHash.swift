/// A 64-bit FNV-1a hash: stable across runs and platforms (unlike `Hasher`), used for cache
/// folder names and input stamps. Not for security.
package struct StableHash: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// A hash of nothing yet: the same start in every process, unlike `Hasher`.
  package init() {}

  /// Mixes in bytes.
  package mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes {
      state ^= UInt64(byte)
      state &*= 0x0000_0100_0000_01b3
    }
  }

  /// Mixes in a string followed by a separator byte (so "ab"+"c" differs from "a"+"bc").
  package mutating func combine(_ string: String) {
    combine(bytes: string.utf8)
    combine(bytes: [0])
  }

  /// The hash as 16 lowercase hex digits.
  package var hex: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The hex hash of one string.
  package static func hex(of string: String) -> String {
    var hash = StableHash()
    hash.combine(string)
    return hash.hex
  }
}
