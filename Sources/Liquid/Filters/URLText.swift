/// `CGI.escape` / `CGI.unescape` as the `url_encode` and `url_decode` filters use them.
enum URLText {
  /// Percent-encodes every byte except `A–Z a–z 0–9 _ . - ~`; a space becomes `+`.
  static func encode(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
        UInt8(ascii: "~"):
        output.append(byte)
      case UInt8(ascii: " "): output.append(UInt8(ascii: "+"))
      default: output.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes `+` as a space and `%XX` as a byte (malformed escapes stay as they are); fails
  /// with Ruby's message when the bytes are not UTF-8.
  static func decode(_ text: String) throws(FilterError) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        output.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), let high = hexValue(bytes, index + 1), let low = hexValue(bytes, index + 2) {
        output.append(high << 4 | low)
        index += 3
        continue
      } else {
        output.append(byte)
      }
      index += 1
    }
    guard let decoded = String(validating: output, as: UTF8.self) else {
      throw FilterError("invalid byte sequence in UTF-8")
    }
    return decoded
  }

  private static func hexValue(_ bytes: [UInt8], _ index: Int) -> UInt8? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
