import Foundation

/// SHA-256 (FIPS 180-4) in plain Swift: the digest modgen's module records use for generated
/// files and templates, the same on every platform.
package struct SHA256: Sendable {
  /// The eight words of the hash value (H0 to H7), in registers while a block is mixed in, not in
  /// an array (whose every access checks bounds and uniqueness).
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  private var buffer: [UInt8] = []
  private var length: UInt64 = 0

  /// A hash of nothing yet.
  package init() {
    buffer.reserveCapacity(64)
  }

  /// Mixes in bytes. Contiguous bytes (`Data`, arrays, a string's UTF-8) are hashed in place,
  /// 64-byte blocks at a time; other sequences are gathered into chunks first (stepping through a
  /// generic sequence byte by byte cost most of a recorded `gen`'s time).
  package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let hashed: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
    if hashed != nil { return }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(4096)
    for byte in bytes {
      chunk.append(byte)
      if chunk.count == 4096 {
        chunk.withUnsafeBytes { update($0) }
        chunk.removeAll(keepingCapacity: true)
      }
    }
    chunk.withUnsafeBytes { update($0) }
  }

  /// Mixes in the bytes of `bytes`: whole blocks straight from it, the rest through ``buffer``.
  private mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var offset = 0
    if !buffer.isEmpty {
      let taken = min(64 - buffer.count, bytes.count)
      buffer.append(contentsOf: bytes[0..<taken])
      offset = taken
      guard buffer.count == 64 else { return }
      let block = buffer
      block.withUnsafeBytes { compress($0) }
      buffer.removeAll(keepingCapacity: true)
    }
    while bytes.count - offset >= 64 {
      compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
      offset += 64
    }
    if offset < bytes.count { buffer.append(contentsOf: bytes[offset...]) }
  }

  /// The digest of everything mixed in (the hash itself is left as it was).
  package func finalize() -> [UInt8] {
    var copy = self
    let bits = length &* 8
    copy.buffer.append(0x80)
    if copy.buffer.count > 56 {
      while copy.buffer.count < 64 { copy.buffer.append(0) }
      let block = copy.buffer
      block.withUnsafeBytes { copy.compress($0) }
      copy.buffer.removeAll(keepingCapacity: true)
    }
    while copy.buffer.count < 56 { copy.buffer.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      copy.buffer.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    let last = copy.buffer
    last.withUnsafeBytes { copy.compress($0) }
    let (h0, h1, h2, h3, h4, h5, h6, h7) = copy.state
    var digest: [UInt8] = []
    digest.reserveCapacity(32)
    for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
      digest.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) })
    }
    return digest
  }

  /// The digest as 64 lowercase hex digits.
  package var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for byte in finalize() {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The hex digest of `data`.
  package static func hex(of data: Data) -> String {
    var hash = SHA256()
    hash.update(data)
    return hash.hex
  }

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// Mixes one 64-byte block into the state.
  private mutating func compress(_ block: UnsafeRawBufferPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      compress(block, schedule: w)
    }
  }

  /// ``compress(_:)`` with the message schedule in `w` (64 words, on the stack).
  private mutating func compress(_ block: UnsafeRawBufferPointer, schedule w: UnsafeMutableBufferPointer<UInt32>) {
    // The block's 16 big-endian words, each read in one load.
    for index in 0..<16 {
      w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }
    for index in 16..<64 {
      let early = w[index &- 15]
      let late = w[index &- 2]
      let s0 = Self.rotate(early, 7) ^ Self.rotate(early, 18) ^ (early &>> 3)
      let s1 = Self.rotate(late, 17) ^ Self.rotate(late, 19) ^ (late &>> 10)
      w[index] = w[index &- 16] &+ s0 &+ w[index &- 7] &+ s1
    }
    var (a, b, c, d, e, f, g, h) = state
    // Eight rounds per pass with the working variables renamed instead of shifted along: round i
    // reads the eight words in the order the standard's shifting would leave them.
    // The round constants through a buffer pointer: no bounds check or global access per round.
    Self.k.withUnsafeBufferPointer { k in
      var index = 0
      while index < 64 {
        Self.round(a, b, c, &d, e, f, g, &h, k[index] &+ w[index])
        Self.round(h, a, b, &c, d, e, f, &g, k[index &+ 1] &+ w[index &+ 1])
        Self.round(g, h, a, &b, c, d, e, &f, k[index &+ 2] &+ w[index &+ 2])
        Self.round(f, g, h, &a, b, c, d, &e, k[index &+ 3] &+ w[index &+ 3])
        Self.round(e, f, g, &h, a, b, c, &d, k[index &+ 4] &+ w[index &+ 4])
        Self.round(d, e, f, &g, h, a, b, &c, k[index &+ 5] &+ w[index &+ 5])
        Self.round(c, d, e, &f, g, h, a, &b, k[index &+ 6] &+ w[index &+ 6])
        Self.round(b, c, d, &e, f, g, h, &a, k[index &+ 7] &+ w[index &+ 7])
        index &+= 8
      }
    }
    state = (
      state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
    )
  }

  /// One round: `d` gains T1 and `h` becomes T1 + T2, which is the standard's shift of the eight
  /// words along, with the renaming left to the caller.
  @inline(__always)
  private static func round(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
    _ h: inout UInt32, _ constantAndWord: UInt32
  ) {
    // Σ1 and Σ0 with the rotations nested (ROTR⁶(e ⊕ ROTR⁵(e ⊕ ROTR¹⁴(e))) is ROTR⁶ ⊕ ROTR¹¹ ⊕ ROTR²⁵
    // of e), which needs no copy of e for each rotation.
    let s1 = rotate(e ^ rotate(e ^ rotate(e, 14), 5), 6)
    // Ch and Maj in their three- and four-operation forms (the same functions as FIPS 180-4's).
    let choice = g ^ (e & (f ^ g))
    let temp1 = h &+ s1 &+ choice &+ constantAndWord
    let s0 = rotate(a ^ rotate(a ^ rotate(a, 9), 11), 2)
    let majority = (a & b) | (c & (a | b))
    d = d &+ temp1
    h = temp1 &+ s0 &+ majority
  }

  @inline(__always)
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value &>> count) | (value &<< (32 &- count))
  }
}
