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
  /// The same filter applied directly when the arguments fit (see ``BuiltinFilter``).
  var builtin: BuiltinFilter?
}
