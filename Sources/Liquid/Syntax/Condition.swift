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
