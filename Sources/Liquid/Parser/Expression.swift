/// A parsed Liquid expression: a literal, a variable path, or a range.
indirect enum Expression: Sendable {
  /// A literal value (`'text'`, `42`, `1.5`, `true`, `nil`).
  case literal(LiquidValue)
  /// The special literal `empty` (renders as ""; compares by emptiness).
  case empty
  /// The special literal `blank` (renders as ""; compares by blankness).
  case blank
  /// `(lower..upper)`, located at its opening parenthesis.
  case range(Expression, Expression, offset: Int)
  /// A variable with lookups: `user.name`, `items[0]`, `list.size`.
  case path(VariablePath)
}

/// A variable path: a root name (or a bracketed expression) followed by lookups.
struct VariablePath: Sendable {
  /// One step of a path.
  enum Segment: Sendable {
    /// `.name` or the root name itself.
    case key(String)
    /// `[expression]`.
    case index(Expression)
  }

  /// The root of the path.
  var root: Segment
  /// The lookups after the root, in order.
  var lookups: [Segment]
  /// Offset of the path in the template (for errors).
  var offset: Int
}

/// A filter application: `| name: arg, key: value`.
struct FilterCall: Sendable {
  /// The filter's name.
  var name: String
  /// Positional arguments.
  var positional: [Expression]
  /// Keyword arguments in source order.
  var keyword: [(String, Expression)]
  /// Offset of the filter name (for errors).
  var offset: Int
  /// The standard filter of that name, looked up once at parse time.
  var standard: FilterFunction?
}

/// An expression followed by filters, as in `{{ … }}`, `assign` and `echo`.
struct FilteredExpression: Sendable {
  /// The expression; nil for an empty `{{ }}`.
  var expression: Expression?
  /// The filters, applied left to right.
  var filters: [FilterCall]
}

/// A comparison operator of `if`, `unless` and `when`.
enum ComparisonOperator: String, Sendable {
  case equal = "==", notEqual = "!=", lessGreater = "<>", less = "<", greater = ">"
  case lessOrEqual = "<=", greaterOrEqual = ">=", contains
}

/// A condition of `if`/`elsif`/`unless`: tests joined by `and`/`or`, grouped to the right as
/// Liquid does (`a and b or c` is `a and (b or c)`), kept flat so no input nests deeply.
struct Condition: Sendable {
  /// A single value (truthiness) or a comparison.
  struct Test: Sendable {
    /// The left operand (or the only one).
    var left: Expression
    /// The operator, nil for a plain truthiness test.
    var op: ComparisonOperator?
    /// The right operand.
    var right: Expression?
    /// Offset of the test (for errors).
    var offset: Int
  }

  /// The tests, in order.
  var terms: [Test]
  /// `joinedByAnd[i]` joins `terms[i]` and `terms[i + 1]`: true for `and`, false for `or`.
  var joinedByAnd: [Bool]
}
