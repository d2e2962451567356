/// A parsed Liquid expression: a literal, a variable path, or a range. Only ranges are boxed;
/// literals and paths (a class) are stored inline, so evaluating them allocates nothing.
enum Expression: Sendable {
  /// A literal value (`'text'`, `42`, `1.5`, `true`, `nil`).
  case literal(LiquidValue)
  /// The special literal `empty` (renders as ""; compares by emptiness).
  case empty
  /// The special literal `blank` (renders as ""; compares by blankness).
  case blank
  /// `(lower..upper)`, located at its opening parenthesis.
  indirect case range(Expression, Expression, offset: Int)
  /// A variable with lookups: `user.name`, `items[0]`, `list.size`.
  case path(VariablePath)
}
