/// Small helpers that reproduce Ruby's string conversions byte for byte.
enum RubyText {
  /// Ruby's whitespace for `strip`: space, \t, \n, \v, \f, \r and NUL.
  static func isRubySpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || byte == 0
  }

  /// Ruby's `String#strip`.
  static func strip(_ text: String) -> String {
    rstrip(lstrip(text))
  }

  /// Ruby's `String#lstrip` (leading ASCII whitespace).
  static func lstrip(_ text: String) -> String {
    let bytes = text.utf8
    guard let start = bytes.firstIndex(where: { !(isRubySpace($0) && $0 != 0) }) else { return "" }
    return String(text[start...])
  }

  /// Ruby's `String#rstrip` (trailing ASCII whitespace and NUL).
  static func rstrip(_ text: String) -> String {
    let bytes = text.utf8
    guard let end = bytes.lastIndex(where: { !isRubySpace($0) }) else { return "" }
    return String(text[...end])
  }

  /// Whether `text` matches `\A-?\d+\.\d+\z` (Liquid's float test).
  static func isDecimalLiteral(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let integerDigits = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !integerDigits.isEmpty else { return false }
    bytes = bytes.dropFirst(integerDigits.count)
    guard bytes.first == UInt8(ascii: ".") else { return false }
    bytes = bytes.dropFirst()
    return !bytes.isEmpty && bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// Ruby's `String#to_i`: optional leading whitespace and sign, then digits (single underscores
  /// allowed between digits); 0 when there are none. Saturates instead of growing a bignum.
  static func leadingInteger(_ text: String) -> Int {
    var iterator = text.utf8.makeIterator()
    var byte = iterator.next()
    while let current = byte, isRubySpace(current), current != 0 { byte = iterator.next() }
    var negative = false
    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
      negative = byte == UInt8(ascii: "-")
      byte = iterator.next()
    }
    var value = 0
    var overflowed = false
    var previousWasDigit = false
    while let current = byte {
      if current >= 0x30 && current <= 0x39 {
        let digit = Int(current - 0x30)
        let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflowB) = times.addingReportingOverflow(digit)
        if overflowA || overflowB { overflowed = true } else { value = sum }
        previousWasDigit = true
      } else if current == UInt8(ascii: "_") && previousWasDigit {
        previousWasDigit = false
      } else {
        break
      }
      byte = iterator.next()
    }
    if overflowed { return negative ? Int.min : Int.max }
    return negative ? -value : value
  }
}
