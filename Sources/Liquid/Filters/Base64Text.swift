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

  /// Strict decoding: standard alphabet, length a multiple of 4, correct padding. Bytes that are
  /// not UTF-8 are replaced (Swift strings hold text only).
  static func decodeStrict(_ text: String) -> String? {
    guard text.utf8.count % 4 == 0, text.utf8.allSatisfy(isStandard) else { return nil }
    guard let data = Data(base64Encoded: text) else { return nil }
    return String(decoding: data, as: UTF8.self)
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

  private static func isStandard(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
      true
    default: false
    }
  }
}
