/// A parsed `include` or `render` tag.
struct PartialTag: Sendable {
  /// Whether this is `render` (isolated scope) rather than `include`.
  var isolated: Bool
  /// The partial name expression (a string literal for `render`).
  var name: Expression
  /// The `with`/`for` expression.
  var variable: Expression?
  /// Whether `for` was used.
  var isFor: Bool
  /// The `as` alias.
  var alias: String?
  /// `key: value` attributes.
  var attributes: [(String, Expression)]
  /// Offset of the tag (for errors).
  var tagOffset: Int
}
