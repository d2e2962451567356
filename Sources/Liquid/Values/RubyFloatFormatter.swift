/// Formats doubles the way Ruby's `Float#to_s` does: the shortest digits that round-trip, fixed
/// notation with at least one fractional digit (`1.0`, `0.0001`) for decimal exponents -4...14
/// (and 15 when there is a fraction: `1000000000000000.5`), scientific notation otherwise
/// (`1.0e+15`, `1.0e-05`), and `Infinity`, `-Infinity`, `NaN`.
public enum RubyFloatFormatter {
  /// Returns Ruby's `to_s` of `value`.
  public static func format(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
    let (digits, pointPosition) = shortestDigits(of: Swift.abs(value))
    var text = value < 0 ? "-" : ""
    // Ruby writes 16 integer digits in fixed notation only when a fraction follows them
    // (`1000000000000000.5`, but `1.0e+15`).
    if pointPosition > 0 && (pointPosition < 16 || (pointPosition == 16 && digits.count > pointPosition)) {
      // Fixed notation with the point inside or after the digits.
      if digits.count <= pointPosition {
        text += digits + String(repeating: "0", count: pointPosition - digits.count) + ".0"
      } else {
        let split = digits.index(digits.startIndex, offsetBy: pointPosition)
        text += digits[..<split] + "." + digits[split...]
      }
    } else if pointPosition <= 0 && pointPosition > -4 {
      text += "0." + String(repeating: "0", count: -pointPosition) + digits
    } else {
      let first = digits.prefix(1)
      let rest = digits.dropFirst()
      let exponent = pointPosition - 1
      let exponentDigits = String(Swift.abs(exponent))
      text += first + "." + (rest.isEmpty ? "0" : rest) + "e" + (exponent < 0 ? "-" : "+")
      text += (exponentDigits.count < 2 ? "0" : "") + exponentDigits
    }
    return text
  }

  /// The shortest round-tripping significant digits of a positive finite `value` (no leading or
  /// trailing zeros) and the position of the decimal point relative to them: value = 0.DIGITS × 10^point.
  static func shortestDigits(of value: Double) -> (digits: String, point: Int) {
    // Swift's description is the shortest round-tripping form, e.g. "123.45", "1e-05", "1.5e+20".
    let description = value.description
    var mantissa = Substring(description)
    var exponent = 0
    if let marker = description.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = description[..<marker]
      exponent = Int(description[description.index(after: marker)...]) ?? 0
    }
    var digits = ""
    var point = 0
    var seenPoint = false
    for character in mantissa {
      if character == "." {
        seenPoint = true
      } else if character.isNumber {
        digits.append(character)
        if !seenPoint { point += 1 }
      }
    }
    // Strip leading zeros (moving the point) and trailing zeros.
    while digits.first == "0" {
      digits.removeFirst()
      point -= 1
    }
    while digits.last == "0" { digits.removeLast() }
    if digits.isEmpty { return ("0", 1) }
    return (digits, point + exponent)
  }
}
