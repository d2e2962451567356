import Liquid

/// A small ordered JSON reader for test fixtures (keeps key order and integer/float distinction).
enum TestJSON {
  struct Failure: Error { var offset: Int }

  static func parse(_ text: String) throws -> LiquidValue {
    var reader = Reader(bytes: Array(text.utf8))
    let value = try reader.value()
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skip() {
      while index < bytes.count, [32, 9, 10, 13].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws -> LiquidValue {
      skip()
      guard index < bytes.count else { throw Failure(offset: index) }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var object = LiquidObject()
        skip()
        if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
        while true {
          skip()
          let key = try string()
          skip()
          guard bytes[index] == UInt8(ascii: ":") else { throw Failure(offset: index) }
          index += 1
          object[key] = try value()
          skip()
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          guard bytes[index] == UInt8(ascii: "}") else { throw Failure(offset: index) }
          index += 1
          return .object(object)
        }
      case UInt8(ascii: "["):
        index += 1
        var values: [LiquidValue] = []
        skip()
        if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
        while true {
          values.append(try value())
          skip()
          if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
          guard bytes[index] == UInt8(ascii: "]") else { throw Failure(offset: index) }
          index += 1
          return .array(values)
        }
      case UInt8(ascii: "\""):
        return .string(try string())
      case UInt8(ascii: "t"): index += 4; return .bool(true)
      case UInt8(ascii: "f"): index += 5; return .bool(false)
      case UInt8(ascii: "n"): index += 4; return .null
      default:
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let integer = Int(text) { return .int(integer) }
        guard let double = Double(text) else { throw Failure(offset: start) }
        return .double(double)
      }
    }

    mutating func string() throws -> String {
      guard bytes[index] == UInt8(ascii: "\"") else { throw Failure(offset: index) }
      index += 1
      var scalars: [UInt8] = []
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        if bytes[index] == UInt8(ascii: "\\") {
          index += 1
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "n"): scalars.append(10)
          case UInt8(ascii: "t"): scalars.append(9)
          case UInt8(ascii: "r"): scalars.append(13)
          case UInt8(ascii: "b"): scalars.append(8)
          case UInt8(ascii: "f"): scalars.append(12)
          case UInt8(ascii: "u"):
            var code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) ?? 0
            index += 4
            if code >= 0xD800, code < 0xDC00, bytes[index] == UInt8(ascii: "\\") {
              let low = UInt32(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16) ?? 0
              index += 6
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            scalars.append(contentsOf: Array(String(Character(Unicode.Scalar(code) ?? "?")).utf8))
          default: scalars.append(escape)
          }
        } else {
          scalars.append(bytes[index])
          index += 1
        }
      }
      index += 1
      return String(decoding: scalars, as: UTF8.self)
    }
  }
}
