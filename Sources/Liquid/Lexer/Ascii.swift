/// Byte constants and character classes the lexers use.
enum Ascii {
  /// `{`
  static let openBrace = UInt8(ascii: "{")
  /// `}`
  static let closeBrace = UInt8(ascii: "}")
  /// `%`
  static let percent = UInt8(ascii: "%")
  /// `-`
  static let dash = UInt8(ascii: "-")
  /// `#`
  static let hash = UInt8(ascii: "#")
  /// `\n`
  static let newline = UInt8(ascii: "\n")

  /// Ruby's `\s`: space, tab, newline, vertical tab, form feed, carriage return.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 32 || (byte >= 9 && byte <= 13)
  }

  /// Ruby's `\w` (ASCII): letters, digits, underscore.
  @inline(__always)
  static func isWord(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
  }

  /// ASCII letter.
  @inline(__always)
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
  }

  /// ASCII digit.
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 48 && byte <= 57
  }
}
