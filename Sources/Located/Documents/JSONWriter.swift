/// Writes pieces of JSON text for the files modgen lays out by hand (modgen.json, an imported
/// template's template.json), where key order and line breaks are chosen by the caller.
package enum JSONWriter {
  /// `text` as a JSON string literal: in double quotes, with `"`, `\` and control characters
  /// escaped (`\n`, `\r`, `\t`, else `\u00XX`); everything else as it is, non-ASCII included.
  ///
  /// Works on the UTF-8 bytes, copying each run that needs no escape at once: a module's record
  /// quotes every generated file's text, tens of kilobytes in one `gen`.
  package static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    // Room for the quotes and an escape every sixteen bytes (generated code has a newline about every 25).
    bytes.reserveCapacity(text.utf8.count + text.utf8.count / 16 + 2)
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      // Runs of bytes that need no escape are copied in one go; the scan tests each byte once.
      var runStart = 0
      var index = 0
      while index < count {
        let byte = base[index]
        if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
          index &+= 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        index &+= 1
        runStart = index
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        default:
          let digits: [UInt8] = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
          bytes.append(digits[Int(byte >> 4)])
          bytes.append(digits[Int(byte & 0x0F)])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
  }
}
