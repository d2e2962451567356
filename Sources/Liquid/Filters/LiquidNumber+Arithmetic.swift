import Foundation

extension LiquidNumber {
  /// The binary operations of the math filters.
  enum Operation {
    case add, subtract, multiply, divide, modulo
  }

  /// Applies `operation` as Ruby does: integer results for two integers (floor division and
  /// floored modulo), decimal results otherwise; division or modulo of integers by zero, and
  /// modulo by any zero, fail with "divided by 0"; a decimal divided by zero is ±Infinity or NaN.
  func apply(_ operation: Operation, _ other: LiquidNumber) throws(FilterError) -> LiquidNumber {
    if case .int(let left) = self, case .int(let right) = other {
      if let result = try Self.integer(operation, left, right) { return .int(result) }
      return try Self.floating(operation, Double(left), Double(right))
    }
    if let left = decimalValue, let right = other.decimalValue {
      return try Self.decimal(operation, left, right, fallback: (doubleValue, other.doubleValue))
    }
    return try Self.floating(operation, doubleValue, other.doubleValue)
  }

  /// Integer arithmetic; `nil` when the result overflows `Int`.
  private static func integer(_ operation: Operation, _ left: Int, _ right: Int) throws(FilterError) -> Int? {
    switch operation {
    case .add:
      let (result, overflow) = left.addingReportingOverflow(right)
      return overflow ? nil : result
    case .subtract:
      let (result, overflow) = left.subtractingReportingOverflow(right)
      return overflow ? nil : result
    case .multiply:
      let (result, overflow) = left.multipliedReportingOverflow(by: right)
      return overflow ? nil : result
    case .divide:
      if right == 0 { throw FilterError.dividedByZero }
      let (quotient, overflow) = left.dividedReportingOverflow(by: right)
      if overflow { return nil }
      let remainder = left - quotient * right
      return remainder != 0 && ((remainder < 0) != (right < 0)) ? quotient - 1 : quotient
    case .modulo:
      if right == 0 { throw FilterError.dividedByZero }
      let (remainder, overflow) = left.remainderReportingOverflow(dividingBy: right)
      if overflow { return 0 }
      return remainder != 0 && ((remainder < 0) != (right < 0)) ? remainder + right : remainder
    }
  }

  private static func decimal(
    _ operation: Operation, _ left: Decimal, _ right: Decimal, fallback: (Double, Double)
  ) throws(FilterError) -> LiquidNumber {
    let result: Decimal
    switch operation {
    case .add: result = left + right
    case .subtract: result = left - right
    case .multiply: result = left * right
    case .divide:
      if right.isZero {
        if left.isZero { return .double(.nan) }
        return .double((left < 0) != (right < 0) ? -.infinity : .infinity)
      }
      result = left / right
    case .modulo:
      if right.isZero { throw FilterError.dividedByZero }
      var quotient = left / right
      var floored = Decimal()
      NSDecimalRound(&floored, &quotient, 0, .down)
      result = left - right * floored
    }
    if result.isNaN { return try floating(operation, fallback.0, fallback.1) }
    // A zero result takes its sign as Ruby's BigDecimal does, which is IEEE's
    // (`-2.25 | times: 0` and `0 | divided_by: -2.25` are -0.0).
    if result.isZero, case .double(let signed) = try floating(operation, fallback.0, fallback.1),
      signed == 0, signed.sign == .minus
    {
      return .double(signed)
    }
    return .decimal(result)
  }

  private static func floating(_ operation: Operation, _ left: Double, _ right: Double) throws(FilterError)
    -> LiquidNumber
  {
    switch operation {
    case .add: return .double(left + right)
    case .subtract: return .double(left - right)
    case .multiply: return .double(left * right)
    case .divide: return .double(left / right)
    case .modulo:
      if right == 0 { throw FilterError.dividedByZero }
      let remainder = left.truncatingRemainder(dividingBy: right)
      // A zero remainder is +0.0, as BigDecimal's (`-0.0 | modulo: -5` is 0.0).
      if remainder == 0 { return .double(0) }
      return .double((remainder < 0) != (right < 0) ? remainder + right : remainder)
    }
  }

  /// Orders two numbers (for `at_least` / `at_most`).
  func isLess(than other: LiquidNumber) -> Bool {
    switch (self, other) {
    case (.int(let left), .int(let right)): return left < right
    default:
      if let left = decimalValue, let right = other.decimalValue { return left < right }
      return doubleValue < other.doubleValue
    }
  }

  /// The absolute value.
  var magnitude: LiquidNumber {
    switch self {
    case .int(let integer):
      return integer == Int.min ? .double(-Double(integer)) : .int(Swift.abs(integer))
    case .decimal(let decimal): return .decimal(decimal < 0 ? -decimal : decimal)
    case .double(let double): return .double(Swift.abs(double))
    }
  }

  /// Rounds to an integer with `mode` (`.up` = ceil, `.down` = floor, `.plain` = half away from
  /// zero) at `scale` decimal places (negative scales round to tens, hundreds, …).
  func rounded(_ mode: NSDecimalNumber.RoundingMode, scale: Int = 0) throws(FilterError) -> LiquidNumber {
    switch self {
    case .int(let integer):
      guard scale < 0 else { return self }
      guard scale > -19 else { return .int(0) }
      var decimal = Decimal(integer)
      var result = Decimal()
      NSDecimalRound(&result, &decimal, scale, mode)
      return Self.integral(result)
    case .decimal(var decimal):
      var result = Decimal()
      NSDecimalRound(&result, &decimal, Swift.max(-127, Swift.min(127, scale)), mode)
      return scale > 0 ? .decimal(result) : Self.integral(result)
    case .double(let double):
      guard double.isFinite else { throw FilterError(double.isNaN ? "NaN" : (double < 0 ? "-Infinity" : "Infinity")) }
      let factor = Foundation.pow(10.0, Double(scale))
      let rule: FloatingPointRoundingRule =
        mode == .up ? .up : (mode == .down ? .down : .toNearestOrAwayFromZero)
      let result = (double * factor).rounded(rule) / factor
      if scale > 0 { return .double(result) }
      if let integer = Int(exactly: result) { return .int(integer) }
      return .double(result)
    }
  }

  /// A whole decimal as an integer when it fits, else as a double.
  private static func integral(_ decimal: Decimal) -> LiquidNumber {
    let double = toDouble(decimal)
    if Swift.abs(double) < 9.2e18, let integer = Int(decimal.description) { return .int(integer) }
    return .double(double)
  }
}

extension FilterError {
  /// Ruby's `ZeroDivisionError` message.
  static let dividedByZero = FilterError("divided by 0")
}
