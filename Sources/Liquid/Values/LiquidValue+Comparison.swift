import Foundation

extension LiquidValue {
  /// Ruby's `==` as Liquid's `==` uses it: numbers compare by value across int and float
  /// (`1 == 1.0`), strings by content, arrays element-wise, objects by content regardless of key
  /// order, ranges by bounds; values of different kinds are unequal.
  public func liquidEquals(_ other: LiquidValue) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let left), .bool(let right)): return left == right
    case (.int(let left), .int(let right)): return left == right
    case (.double(let left), .double(let right)): return left == right
    case (.int(let left), .double(let right)):
      return Double(left) == right && right.isFinite && Int(exactly: right) == left
    case (.double(let left), .int(let right)):
      return Double(right) == left && left.isFinite && Int(exactly: left) == right
    case (.string(let left), .string(let right)): return left == right
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { $0.liquidEquals($1) }
    case (.object(let left), .object(let right)):
      guard left.count == right.count else { return false }
      for (key, value) in left.entries {
        guard let otherValue = right[key], value.liquidEquals(otherValue) else { return false }
      }
      return true
    case (.range(let lowerA, let upperA), .range(let lowerB, let upperB)):
      return lowerA == lowerB && upperA == upperB
    default: return false
    }
  }

  /// Ordering for `<`, `>`, `<=`, `>=`: numbers (int and float mixed) and strings (by bytes, as
  /// Ruby). Returns `nil` when Ruby cannot order the two; see ``comparisonFailure(with:)`` for
  /// whether Liquid then raises an error or just treats the condition as false.
  public func compare(_ other: LiquidValue) -> ComparisonResult? {
    switch (self, other) {
    case (.int(let left), .int(let right)): return order(left, right)
    case (.int(let left), .double(let right)): return orderMixed(left, right, flipped: false)
    case (.double(let left), .int(let right)): return orderMixed(right, left, flipped: true)
    case (.double(let left), .double(let right)):
      if left.isNaN || right.isNaN { return nil }
      return order(left, right)
    case (.string(let left), .string(let right)):
      return orderBytes(left, right)
    default: return nil
    }
  }

  /// The error Ruby Liquid raises when `self` and `other` are ordered with `<`, `>`, `<=` or `>=`
  /// but cannot be (e.g. "comparison of Integer with String failed"), or `nil` when the
  /// comparison either works or is silently false (`nil`, booleans, arrays and objects).
  public func comparisonFailure(with other: LiquidValue) -> String? {
    if compare(other) != nil { return nil }
    switch self {
    case .int, .double, .string:
      switch other {
      case .null, .bool, .array, .object, .range: return nil
      default: break
      }
      if case .double(let left) = self, left.isNaN { return nil }
      if case .double(let right) = other, right.isNaN { return nil }
      // Ruby: numbers name the class of the right operand, strings show it inspected.
      if case .string = self { return "comparison of String with \(other.inspectString) failed" }
      return "comparison of \(rubyClassName) with \(other.rubyClassName) failed"
    default: return nil
    }
  }

  /// Liquid's `contains`: substring for strings (the right side converted with Ruby's `to_s`), element
  /// equality for arrays, key presence for objects, membership for ranges; `false` when either
  /// side is `nil`.
  public func contains(_ other: LiquidValue) -> Bool {
    if case .null = other { return false }
    switch self {
    case .string(let text):
      // Ruby converts the right side with `to_s`: an array is inspected (`[]`, `["a"]`).
      return RubyText.includes(text, other.rubyString)
    case .array(let values): return values.contains { $0.liquidEquals(other) }
    case .object(let object):
      if case .string(let key) = other { return object[key] != nil }
      return false
    case .range(let lower, let upper):
      switch other {
      case .int(let value): return value >= lower && value <= upper
      case .double(let value): return value >= Double(lower) && value <= Double(upper)
      default: return false
      }
    default: return false
    }
  }

  /// The name of the Ruby class a value maps to (`Integer`, `Float`, `String`, `NilClass`, …),
  /// used in error messages that mirror Ruby's.
  public var rubyClassName: String {
    switch self {
    case .null: "NilClass"
    case .bool(let value): value ? "TrueClass" : "FalseClass"
    case .int: "Integer"
    case .double: "Float"
    case .string: "String"
    case .array: "Array"
    case .object: "Hash"
    case .range: "Range"
    }
  }

  private func order<T: Comparable>(_ left: T, _ right: T) -> ComparisonResult {
    left < right ? .orderedAscending : (left > right ? .orderedDescending : .orderedSame)
  }

  private func orderMixed(_ integer: Int, _ double: Double, flipped: Bool) -> ComparisonResult? {
    if double.isNaN { return nil }
    let result: ComparisonResult
    // Every Int lies in [-2^63, 2^63): a double outside it is larger or smaller than any Int,
    // and one inside converts exactly once rounded down (doubles that large are whole numbers).
    if double >= 0x1p63 {
      result = .orderedAscending
    } else if double < -0x1p63 {
      result = .orderedDescending
    } else {
      let whole = double.rounded(.down)
      let wholeInt = Int(whole)
      if integer != wholeInt {
        result = integer < wholeInt ? .orderedAscending : .orderedDescending
      } else {
        result = whole == double ? .orderedSame : .orderedAscending
      }
    }
    guard flipped else { return result }
    switch result {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  private func orderBytes(_ left: String, _ right: String) -> ComparisonResult {
    var leftBytes = left.utf8.makeIterator()
    var rightBytes = right.utf8.makeIterator()
    while true {
      switch (leftBytes.next(), rightBytes.next()) {
      case (nil, nil): return .orderedSame
      case (nil, _): return .orderedAscending
      case (_, nil): return .orderedDescending
      case (let a?, let b?):
        if a != b { return a < b ? .orderedAscending : .orderedDescending }
      }
    }
  }
}
