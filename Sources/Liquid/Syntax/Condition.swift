/// A condition of `if`/`elsif`/`unless`: tests joined by `and`/`or`, grouped to the right as
/// Liquid does (`a and b or c` is `a and (b or c)`), kept flat so no input nests deeply. A
/// class, so that evaluating it shares the tests instead of copying them.
final class Condition: Sendable {
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
  let terms: [Test]
  /// `joinedByAnd[i]` joins `terms[i]` and `terms[i + 1]`: true for `and`, false for `or`.
  let joinedByAnd: [Bool]

  /// Creates a condition.
  init(terms: [Test], joinedByAnd: [Bool]) {
    self.terms = terms
    self.joinedByAnd = joinedByAnd
  }
}
