/// HTML helpers for `escape`, `escape_once` and `strip_html`, byte-exact with Ruby Liquid.
enum HTMLText {
  /// `CGI.escapeHTML`: `&`, `<`, `>`, `"` and `'` become entities.
  static func escape(_ text: String) -> String {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes -> String in
      // Every special byte is below `?`, so most bytes are ruled out by one comparison.
      guard let first = bytes.firstIndex(where: { $0 < UInt8(ascii: "?") && isSpecial($0) }) else { return text }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + 16)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
      for byte in bytes[first...] { appendEscaped(byte, to: &output) }
      return String(decoding: output, as: UTF8.self)
    } ?? text
  }

  /// `escape_once`: like ``escape`` but an `&` that starts an entity (`&name;` or `&#123;`)
  /// is left alone.
  static func escapeOnce(_ text: String) -> String {
    guard text.utf8.contains(where: { isSpecial($0) }) else { return text }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "&") && startsEntity(bytes, at: index + 1) {
        output.append(byte)
      } else {
        appendEscaped(byte, to: &output)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
      || byte == UInt8(ascii: "'")
  }

  private static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
    case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
    case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
    case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
    case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
    default: output.append(byte)
    }
  }

  /// Whether `bytes[start...]` begins with `letters;` or `#digits;`.
  private static func startsEntity(_ bytes: [UInt8], at start: Int) -> Bool {
    var index = start
    if index < bytes.count && bytes[index] == UInt8(ascii: "#") {
      index += 1
      let digitsStart = index
      while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
      return index > digitsStart && index < bytes.count && bytes[index] == UInt8(ascii: ";")
    }
    let lettersStart = index
    while index < bytes.count && isASCIILetter(bytes[index]) { index += 1 }
    return index > lettersStart && index < bytes.count && bytes[index] == UInt8(ascii: ";")
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// `strip_html`: removes `<script…</script>`, `<!--…-->` and `<style…</style>` blocks, then
  /// every `<…>` tag (leftmost, shortest matches, across lines), as Liquid's regular
  /// expressions do.
  static func stripTags(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var bytes = Array(text.utf8)
    bytes = removeBlocks(bytes, [("<script", "</script>"), ("<!--", "-->"), ("<style", "</style>")])
    bytes = removeBlocks(bytes, [("<", ">")])
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Removes each `open…close` span of any of `pairs` (leftmost first, alternatives in order,
  /// shortest); an `open` without a later `close` stays.
  private static func removeBlocks(_ bytes: [UInt8], _ pairs: [(String, String)]) -> [UInt8] {
    let patterns = pairs.map { (open: Array($0.0.utf8), close: Array($0.1.utf8)) }
    var closeMissing = [Bool](repeating: false, count: patterns.count)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    scan: while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        for (number, pattern) in patterns.enumerated() where !closeMissing[number] {
          guard hasPrefix(bytes, pattern.open, at: index) else { continue }
          if let end = find(pattern.close, in: bytes, from: index + pattern.open.count) {
            index = end + pattern.close.count
            continue scan
          }
          // No close after here means none after any later position either.
          closeMissing[number] = true
        }
      }
      output.append(bytes[index])
      index += 1
    }
    return output
  }

  private static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
    guard index + prefix.count <= bytes.count else { return false }
    for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
    return true
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + needle.count <= bytes.count {
      if hasPrefix(bytes, needle, at: index) { return index }
      index += 1
    }
    return nil
  }
}
