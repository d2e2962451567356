/// An expression followed by filters, as in `{{ … }}`, `assign` and `echo`.
struct FilteredExpression: Sendable {
  /// The expression; nil for an empty `{{ }}`.
  var expression: Expression?
  /// The filters, applied left to right.
  var filters: [FilterCall]
}
