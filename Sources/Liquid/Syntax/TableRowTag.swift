/// A parsed `tablerow` tag.
struct TableRowTag: Sendable {
  /// The loop variable.
  var variable: String
  /// The collection expression.
  var collection: Expression
  /// `cols:`, `limit:`, `offset:` and any other attribute, in source order.
  var attributes: [(String, Expression)]
  /// The cell body.
  var body: [Node]
  /// Offset of the tag (for errors).
  var tagOffset: Int
  /// The tag's line (for the source map of the generated HTML).
  var line: Int
}
