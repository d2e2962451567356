/// Writes strings the way Ruby's `String#inspect` does for UTF-8 text: double quotes, backslash
/// escapes for quotes, backslashes, control characters and `#{`/`#$`/`#@`, printable Unicode kept.
enum RubyStringInspector {
  /// Appends the inspected form of `string` to `text`.
  static func append(_ string: String, to text: inout String) {
    text += "\""
    let scalars = Array(string.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case "\u{0C}": text += "\\f"
      case "\u{0B}": text += "\\v"
      case "\u{08}": text += "\\b"
      case "\u{07}": text += "\\a"
      case "\u{1B}": text += "\\e"
      case "#":
        let next = index + 1 < scalars.count ? scalars[index + 1] : " "
        text += (next == "{" || next == "$" || next == "@") ? "\\#" : "#"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          text += "\\u" + hex(scalar.value, width: 4)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }
}
