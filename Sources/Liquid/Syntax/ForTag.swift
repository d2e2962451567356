/// A parsed `for` tag.
struct ForTag: Sendable {
  /// The loop variable.
  var variable: String
  /// The collection expression.
  var collection: Expression
  /// `variable-collection markup`, the key of `offset: continue` and `forloop.name`.
  var name: String
  /// `reversed`.
  var reversed: Bool
  /// `limit:`.
  var limit: Expression?
  /// `offset:` (nil when absent or `continue`).
  var offset: Expression?
  /// `offset: continue`.
  var offsetContinue: Bool
  /// The loop body.
  var body: [Node]
  /// The `else` body, rendered when the collection is empty.
  var elseBody: [Node]?
  /// Offset of the tag (for errors).
  var tagOffset: Int
}
