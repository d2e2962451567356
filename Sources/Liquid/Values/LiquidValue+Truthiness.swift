extension LiquidValue {
  /// Liquid truthiness: only `nil` and `false` are falsy; `0`, `""` and empty collections are truthy.
  public var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let value): value
    default: true
    }
  }

  /// Whether the value equals the `empty` literal: an empty string, array, object or range.
  ///
  /// `nil`, numbers and booleans are never `empty` (Ruby's `empty?` is not defined on them).
  public var isEmpty: Bool {
    switch self {
    case .string(let value): value.isEmpty
    case .array(let values): values.isEmpty
    case .object(let object): object.count == 0
    case .range(let lower, let upper): lower > upper
    case .null, .bool, .int, .double: false
    }
  }

  /// Whether the value equals the `blank` literal (ActiveSupport's `blank?`, as Liquid emulates it):
  /// `nil`, `false`, a string of only whitespace, or an empty array, object or range.
  public var isBlank: Bool {
    switch self {
    case .null: true
    case .bool(let value): !value
    case .string(let value): value.allSatisfy { $0.isWhitespace }
    case .array, .object, .range: isEmpty
    case .int, .double: false
    }
  }
}
