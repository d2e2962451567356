/// A comparison operator of `if`, `unless` and `when`.
enum ComparisonOperator: String, Sendable {
  /// `==`.
  case equal = "=="
  /// `!=`.
  case notEqual = "!="
  /// `<>` (the same as `!=`).
  case lessGreater = "<>"
  /// `<`.
  case less = "<"
  /// `>`.
  case greater = ">"
  /// `<=`.
  case lessOrEqual = "<="
  /// `>=`.
  case greaterOrEqual = ">="
  /// `contains`: substring, array element or object key.
  case contains
}
