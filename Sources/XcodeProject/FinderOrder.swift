/// The order in which Xcode lists paths in `membershipExceptions`: Finder's order (case folded,
/// digit runs compared as numbers, punctuation before digits before letters, in the Unicode
/// collation order of ASCII punctuation), measured on the exception sets of real projects
/// (`AppArea.swift` before `AppArea+Queries.swift`, `CameraStreamHandler.swift` before
/// `CameraStreamHLSViewController.swift`, `__Snapshots__/…` first). Only ASCII is ranked this
/// way; other characters sort after letters by code point, with ties broken by the raw bytes.
enum FinderOrder {
  /// Whether `left` comes before `right`.
  static func precedes(_ left: String, _ right: String) -> Bool {
    let a = Array(left.unicodeScalars)
    let b = Array(right.unicodeScalars)
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if isDigit(a[i]), isDigit(b[j]) {
        let (numberA, endA) = number(a, from: i)
        let (numberB, endB) = number(b, from: j)
        if numberA != numberB { return numberA < numberB }
        i = endA
        j = endB
        continue
      }
      let rankA = rank(a[i])
      let rankB = rank(b[j])
      if rankA != rankB { return rankA < rankB }
      i += 1
      j += 1
    }
    if a.count - i != b.count - j { return a.count - i < b.count - j }
    return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
  }

  /// Collation order of ASCII punctuation and symbols (Unicode's default table), before digits.
  private static let punctuation = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

  /// The digit run at `start` as a number (saturating), and where it ends.
  private static func number(_ scalars: [Unicode.Scalar], from start: Int) -> (UInt64, Int) {
    var value: UInt64 = 0
    var index = start
    while index < scalars.count, isDigit(scalars[index]) {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      value = overflow ? .max : product &+ UInt64(scalars[index].value - 0x30)
      index += 1
    }
    return (value, index)
  }

  /// Space and control characters first, then punctuation, digits, letters (case folded), then
  /// the rest by code point.
  private static func rank(_ scalar: Unicode.Scalar) -> UInt32 {
    let value = scalar.value
    if value <= 0x20 { return value }
    if let index = punctuation.firstIndex(of: scalar) { return 0x100 + UInt32(index) }
    if isDigit(scalar) { return 0x200 + value }
    if value >= 0x41 && value <= 0x5A { return 0x300 + value + 0x20 }
    if value >= 0x61 && value <= 0x7A { return 0x300 + value }
    return 0x1000 + value
  }
}
