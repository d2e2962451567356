/// A parsed `case` tag.
struct CaseTag: Sendable {
  /// One `when` value or an `else`, pointing at its body.
  enum Branch: Sendable {
    /// `when value` (each value of `when a, b` is its own branch sharing the body).
    case when(Expression, body: Int)
    /// `else`.
    case otherwise(body: Int)
  }

  /// The value being matched.
  var subject: Expression
  /// The branches in source order.
  var branches: [Branch]
  /// The bodies the branches point at.
  var bodies: [[Node]]
}
