/// YAML 1.1 typing of plain scalars, following Psych's `ScalarScanner#tokenize` (Ruby's YAML,
/// which Generamba loads Rambafiles and `.rambaspec` files with).
extension YAMLScalar {
  /// The value of plain scalar `text`.
  static func resolve(plain text: String) -> Value {
    if text.isEmpty { return .null }
    let bytes = Array(text.utf8)
    if looksLikeWord(text) {
      // Psych: longer than 5 characters, or not starting with one of `ytonf~`: a string.
      guard bytes.count <= 5 else { return .string(text) }
      let lower = String(decoding: bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
      if text == "~" || lower == "null" { return .null }
      if lower == "yes" || lower == "true" || lower == "on" { return .bool(true) }
      if lower == "no" || lower == "false" || lower == "off" { return .bool(false) }
      return .string(text)
    }
    return resolveNumberLike(text, bytes)
  }

  /// Psych's first test, `^[^\d.:-]?[[:alpha:]_\s!@#$%^&*(){}<>|/\\~;=]+`: text that starts
  /// like a word is a string (or null/boolean), never a number, date or symbol.
  private static func looksLikeWord(_ text: String) -> Bool {
    var scalars = text.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return false }
    if isWordCharacter(first) { return true }
    if first.isASCII && (("0"..."9").contains(first) || first == "." || first == ":" || first == "-") {
      return false
    }
    guard let second = scalars.next() else { return false }
    return isWordCharacter(second)
  }

  /// Whether `scalar` is in Psych's class `[[:alpha:]_\s!@#$%^&*(){}<>|/\\~;=]`.
  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isAlphabetic { return true }
    if scalar.properties.isWhitespace { return true }
    return "_!@#$%^&*(){}<>|/\\~;=".unicodeScalars.contains(scalar)
  }

  /// Dates, times, special floats, symbols, sexagesimal numbers, floats and integers.
  private static func resolveNumberLike(_ text: String, _ bytes: [UInt8]) -> Value {
    if isTime(bytes) { return .unsupported("a time") }
    if isDate(bytes) { return .unsupported("a date") }
    let lower = text.lowercased()
    if lower == ".inf" || lower == "+.inf" { return .float(.infinity) }
    if lower == "-.inf" { return .float(-.infinity) }
    if lower == ".nan" { return .float(.nan) }
    if bytes.count >= 2 && bytes[0] == UInt8(ascii: ":") { return .unsupported("a symbol") }
    if let sexagesimal = sexagesimal(bytes) { return sexagesimal }
    if isFloat(bytes) {
      if text == "." || text == "+." || text == "-." { return .string(text) }
      var cleaned = bytes.filter { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "_") }
      // Ruby's `gsub(/\.([Ee]|$)/, '\1')`: a dot before the exponent or at the end goes.
      if let dot = cleaned.firstIndex(of: UInt8(ascii: ".")),
        dot == cleaned.count - 1 || cleaned[dot + 1] == UInt8(ascii: "e") || cleaned[dot + 1] == UInt8(ascii: "E")
      {
        cleaned.remove(at: dot)
      }
      if let number = Double(String(decoding: cleaned, as: UTF8.self)) { return .float(number) }
      return .string(text)
    }
    if let integer = integer(bytes) { return integer }
    return .string(text)
  }

  /// `^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d…`: only the start needs checking to
  /// refuse it (anything this shape is a timestamp or an error in Psych, never a plain string).
  private static func isTime(_ bytes: [UInt8]) -> Bool {
    var index = bytes.first == UInt8(ascii: "-") ? 1 : 0
    guard digits(bytes, &index, 4...4), expect(bytes, &index, "-"), digits(bytes, &index, 1...2),
      expect(bytes, &index, "-"), digits(bytes, &index, 1...2), index < bytes.count
    else { return false }
    if bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t") {
      index += 1
    } else {
      let start = index
      while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
      if index == start { return false }
    }
    return digits(bytes, &index, 1...2) && expect(bytes, &index, ":") && digits(bytes, &index, 2...2)
      && expect(bytes, &index, ":") && digits(bytes, &index, 2...2)
  }

  /// `^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$`.
  private static func isDate(_ bytes: [UInt8]) -> Bool {
    var index = 0
    guard digits(bytes, &index, 4...4), expect(bytes, &index, "-") else { return false }
    let monthStart = index
    guard digits(bytes, &index, 1...2) else { return false }
    let month = Array(bytes[monthStart..<index])
    if month.count == 2 && month[0] != UInt8(ascii: "0") && !(month[0] == UInt8(ascii: "1") && month[1] <= 50) {
      return false
    }
    guard expect(bytes, &index, "-") else { return false }
    let dayStart = index
    guard digits(bytes, &index, 1...2), index == bytes.count else { return false }
    let day = Array(bytes[dayStart..<index])
    if day.count == 2 && day[0] > UInt8(ascii: "3") { return false }
    if day.count == 2 && day[0] == UInt8(ascii: "3") && day[1] > UInt8(ascii: "1") { return false }
    return true
  }

  /// Sexagesimal integers and floats: `^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}(\.[0-9_]*)?$`.
  private static func sexagesimal(_ bytes: [UInt8]) -> Value? {
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    guard index < bytes.count, isDigit(bytes[index]) else { return nil }
    var head: [UInt8] = []
    while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
      if bytes[index] != UInt8(ascii: "_") { head.append(bytes[index]) }
      index += 1
    }
    var parts: [Int] = []
    while index < bytes.count, bytes[index] == UInt8(ascii: ":") {
      index += 1
      let start = index
      while index < bytes.count, isDigit(bytes[index]), index - start < 2 { index += 1 }
      let part = Array(bytes[start..<index])
      guard !part.isEmpty, part.count == 1 || part[0] <= UInt8(ascii: "5") else { return nil }
      parts.append(Int(String(decoding: part, as: UTF8.self)) ?? 0)
    }
    guard (1...2).contains(parts.count), let headValue = Int(String(decoding: head, as: UTF8.self)) else {
      return nil
    }
    var fraction: [UInt8]?
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      var digitsAfter: [UInt8] = []
      while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
        if bytes[index] != UInt8(ascii: "_") { digitsAfter.append(bytes[index]) }
        index += 1
      }
      fraction = digitsAfter
    }
    guard index == bytes.count else { return nil }
    if let fraction {
      var total = Double(headValue)
      for part in parts { total = total * 60 + Double(part) }
      total += Double("0." + String(decoding: fraction, as: UTF8.self) + "0") ?? 0
      return .float(negative ? -total : total)
    }
    var total = headValue
    for part in parts {
      let (scaled, overflow) = total.multipliedReportingOverflow(by: 60)
      let (sum, overflow2) = scaled.addingReportingOverflow(part)
      if overflow || overflow2 { return .unsupported("an integer beyond 64 bits") }
      total = sum
    }
    return .int(negative ? -total : total)
  }

  /// Psych's FLOAT: `^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$` (the special floats are
  /// handled before).
  private static func isFloat(_ bytes: [UInt8]) -> Bool {
    var index = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
    if index < bytes.count, isDigit(bytes[index]) {
      while index < bytes.count,
        isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: ",")
      {
        index += 1
      }
    }
    guard expect(bytes, &index, ".") else { return false }
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      guard index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") else {
        return false
      }
      index += 1
      guard digits(bytes, &index, 1...Int.max) else { return false }
    }
    return index == bytes.count
  }

  /// Psych's INTEGER (binary, octal, decimal, hexadecimal; `_` and `,` allowed after the first
  /// digit), converted as Ruby's `Integer(text.delete(',_'))` does.
  private static func integer(_ bytes: [UInt8]) -> Value? {
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let body = Array(bytes[index...])
    guard let first = body.first, isDigit(first) else { return nil }
    let radix: Int
    var digitsStart = 0
    let separators: Set<UInt8> = [UInt8(ascii: "_"), UInt8(ascii: ",")]
    func allMatch(_ from: Int, _ test: (UInt8) -> Bool) -> Bool {
      from < body.count && body[from...].allSatisfy { test($0) || separators.contains($0) }
    }
    if body.count >= 2, first == UInt8(ascii: "0"), body[1] == UInt8(ascii: "b") {
      guard allMatch(2, { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }) else { return nil }
      (radix, digitsStart) = (2, 2)
    } else if body.count >= 2, first == UInt8(ascii: "0"), body[1] == UInt8(ascii: "x") {
      guard allMatch(2, { isDigit($0) || (0x61...0x66).contains($0 | 0x20) }) else { return nil }
      (radix, digitsStart) = (16, 2)
    } else if first == UInt8(ascii: "0") && body.count > 1 {
      guard allMatch(1, { (0x30...0x37).contains($0) }) else { return nil }
      (radix, digitsStart) = (8, 0)
    } else {
      guard allMatch(0, isDigit) else { return nil }
      (radix, digitsStart) = (10, 0)
    }
    let digits = body[digitsStart...].filter { !separators.contains($0) }
    // `0b_` and the like match Psych's pattern but not Ruby's Integer(): loading them fails.
    guard !digits.isEmpty else { return .unsupported("an invalid integer") }
    let magnitude = String(decoding: digits, as: UTF8.self)
    guard let value = Int(negative ? "-" + magnitude : magnitude, radix: radix) else {
      return .unsupported("an integer beyond 64 bits")
    }
    return .int(value)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Reads `range` digits at `index` (as many as fit, at least the lower bound).
  private static func digits(_ bytes: [UInt8], _ index: inout Int, _ range: ClosedRange<Int>) -> Bool {
    let start = index
    while index < bytes.count, isDigit(bytes[index]), index - start < range.upperBound { index += 1 }
    return index - start >= range.lowerBound
  }

  private static func expect(_ bytes: [UInt8], _ index: inout Int, _ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
    index += 1
    return true
  }
}
