import Foundation

/// Ruby's `Base64.strict_decode64` / `urlsafe_decode64` / `urlsafe_encode64` semantics.
enum Base64Text {
  /// Swaps `+/` for `-_` (padding kept, as Ruby's default).
  static func urlSafe(_ encoded: String) -> String {
    String(
      encoded.map { character -> Character in
        character == "+" ? "-" : (character == "/" ? "_" : character)
      })
  }

  /// Strict decoding (Ruby's `unpack1("m0")`): standard alphabet, length a multiple of 4,
  /// padding only at the end, and the unused low bits of the last character zero, so every
  /// accepted text is the one encoding of its bytes (`/w==` decodes, `/x==` is refused). Bytes
  /// that are not UTF-8 become U+FFFD (Swift strings hold text only; Ruby keeps the raw bytes).
  static func decodeStrict(_ text: String) -> String? {
    let input = Array(text.utf8)
    guard input.count % 4 == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(input.count / 4 * 3)
    var index = 0
    while index < input.count {
      let last = index + 4 == input.count
      let padding =
        last ? (input[index + 3] == UInt8(ascii: "=") ? (input[index + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
      var group: UInt32 = 0
      for offset in 0..<4 {
        let value: UInt32
        if offset >= 4 - padding {
          value = 0
        } else {
          guard let digit = sextet(input[index + offset]) else { return nil }
          value = digit
        }
        group = group << 6 | value
      }
      switch padding {
      case 2:
        guard group & 0xFFFF == 0 else { return nil }
        bytes.append(UInt8(group >> 16))
      case 1:
        guard group & 0xFF == 0 else { return nil }
        bytes.append(UInt8(group >> 16))
        bytes.append(UInt8(group >> 8 & 0xFF))
      default:
        bytes.append(UInt8(group >> 16))
        bytes.append(UInt8(group >> 8 & 0xFF))
        bytes.append(UInt8(group & 0xFF))
      }
      index += 4
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// URL-safe decoding: `-_` (or `+/`), padding optional.
  static func decodeURLSafe(_ text: String) -> String? {
    var standard = String(
      text.map { character -> Character in
        character == "-" ? "+" : (character == "_" ? "/" : character)
      })
    if !standard.hasSuffix("="), standard.utf8.count % 4 != 0 {
      standard += String(repeating: "=", count: 4 - standard.utf8.count % 4)
    }
    return decodeStrict(standard)
  }

  /// The value of a standard-alphabet character, or nil for anything else (`=` included).
  private static func sextet(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
