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

  /// Ruby's `String#lstrip` (leading ASCII whitespace and NUL).
  static func lstrip(_ text: String) -> String {
    let bytes = text.utf8
    guard let start = bytes.firstIndex(where: { !isRubySpace($0) }) else { return "" }
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

extension RubyText {
  /// Ruby's `Integer(text)`: surrounding whitespace, an optional sign, a `0x`/`0b`/`0o`/`0`
  /// radix prefix and digits with single underscores between them; `nil` when malformed or
  /// beyond `Int`.
  static func strictInteger(_ text: String) -> Int? {
    var bytes = Array(strip(text).utf8)
    guard !bytes.isEmpty else { return nil }
    var negative = false
    if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
      negative = bytes[0] == UInt8(ascii: "-")
      bytes.removeFirst()
    }
    var radix = 10
    if bytes.count > 1 && bytes[0] == UInt8(ascii: "0") {
      switch bytes[1] | 0x20 {
      case UInt8(ascii: "x"): radix = 16; bytes.removeFirst(2)
      case UInt8(ascii: "b"): radix = 2; bytes.removeFirst(2)
      case UInt8(ascii: "o"): radix = 8; bytes.removeFirst(2)
      case UInt8(ascii: "d"): radix = 10; bytes.removeFirst(2)
      default: radix = 8; bytes.removeFirst()
      }
    }
    guard !bytes.isEmpty, bytes.first != UInt8(ascii: "_"), bytes.last != UInt8(ascii: "_") else { return nil }
    var value = 0
    var previousUnderscore = false
    for byte in bytes {
      if byte == UInt8(ascii: "_") {
        if previousUnderscore { return nil }
        previousUnderscore = true
        continue
      }
      previousUnderscore = false
      guard let digit = digitValue(byte), digit < radix else { return nil }
      let (times, overflowA) = value.multipliedReportingOverflow(by: radix)
      let (sum, overflowB) = times.addingReportingOverflow(digit)
      if overflowA || overflowB { return nil }
      value = sum
    }
    return negative ? -value : value
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}

extension RubyText {
  /// Whether `needle`'s bytes occur in `haystack`'s (Ruby's `include?`: exact bytes, no Unicode
  /// equivalence); an empty needle is always found.
  static func includes(_ haystack: String, _ needle: String) -> Bool {
    var haystack = haystack
    var needle = needle
    return haystack.withUTF8 { hay in
      needle.withUTF8 { pattern in
        guard let first = pattern.first else { return true }
        guard pattern.count <= hay.count else { return false }
        var index = 0
        let last = hay.count - pattern.count
        while index <= last {
          if hay[index] == first {
            var offset = 1
            while offset < pattern.count && hay[index + offset] == pattern[offset] { offset += 1 }
            if offset == pattern.count { return true }
          }
          index += 1
        }
        return false
      }
    }
  }
}
