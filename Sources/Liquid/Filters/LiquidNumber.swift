import Foundation

/// A number as Liquid's math filters see it (Ruby's `Utils.to_number`): integers stay integers,
/// floats become exact decimals (Ruby converts them to `BigDecimal` through their shortest text),
/// so `0.1 | plus: 0.2` is `0.3`. Values a `Decimal` cannot hold (beyond about 1e±127, infinities,
/// NaN) are kept as doubles. Integer overflow, where Ruby would grow a bignum, falls back to double.
enum LiquidNumber: Sendable, Equatable {
  /// An integer.
  case int(Int)
  /// An exact decimal (from a float or a `"12.5"` string).
  case decimal(Decimal)
  /// A double that a decimal cannot represent.
  case double(Double)

  /// Converts a value as `Utils.to_number` does.
  init(_ value: LiquidValue) {
    switch value {
    case .int(let integer): self = .int(integer)
    case .double(let double): self = LiquidNumber(double: double)
    case .string(let text):
      let trimmed = RubyText.strip(text)
      if RubyText.isDecimalLiteral(trimmed), let decimal = Decimal(string: trimmed, locale: Self.posix) {
        // BigDecimal("-0.0") keeps its sign; Decimal does not.
        self = decimal.isZero && trimmed.hasPrefix("-") ? .double(-0.0) : .decimal(decimal)
      } else {
        self = .int(RubyText.leadingInteger(trimmed))
      }
    default: self = .int(0)
    }
  }

  /// A float converted through its shortest decimal digits.
  init(double: Double) {
    guard double.isFinite else {
      self = .double(double)
      return
    }
    if double == 0 {
      // Decimal has no negative zero; Ruby's BigDecimal keeps it (`-0.0 | times: 2` is -0.0).
      self = double.sign == .minus ? .double(double) : .decimal(Decimal(0))
      return
    }
    let (digits, point) = RubyFloatFormatter.shortestDigits(of: Swift.abs(double))
    let exponent = point - digits.count
    guard let significand = UInt64(digits), exponent >= -120, exponent <= 120 else {
      self = .double(double)
      return
    }
    self = .decimal(Decimal(sign: double < 0 ? .minus : .plus, exponent: exponent, significand: Decimal(significand)))
  }

  private static let posix = Locale(identifier: "en_US_POSIX")

  /// The Liquid value of the result: integers stay integers, decimals become floats (`to_f`).
  var value: LiquidValue {
    switch self {
    case .int(let integer): .int(integer)
    case .decimal(let decimal): .double(Self.toDouble(decimal))
    case .double(let double): .double(double)
    }
  }

  /// The number as a double.
  var doubleValue: Double {
    switch self {
    case .int(let integer): Double(integer)
    case .decimal(let decimal): Self.toDouble(decimal)
    case .double(let double): double
    }
  }

  /// The number as a decimal, or `nil` when it is held as a double.
  var decimalValue: Decimal? {
    switch self {
    case .int(let integer): Decimal(integer)
    case .decimal(let decimal): decimal
    case .double: nil
    }
  }

  /// Whether the number is zero.
  var isZero: Bool {
    switch self {
    case .int(let integer): integer == 0
    case .decimal(let decimal): decimal.isZero
    case .double(let double): double == 0
    }
  }

  /// Correctly rounded conversion (through the decimal's text, which `Double` parses exactly).
  static func toDouble(_ decimal: Decimal) -> Double {
    if decimal.isNaN { return .nan }
    return Double(decimal.description) ?? NSDecimalNumber(decimal: decimal).doubleValue
  }
}
