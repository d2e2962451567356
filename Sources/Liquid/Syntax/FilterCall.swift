/// A filter application: `| name: arg, key: value`. A class, so that applying it shares the
/// call instead of copying its arguments.
final class FilterCall: Sendable {
  /// The filter's name.
  let name: String
  /// Positional arguments.
  let positional: [Expression]
  /// Keyword arguments in source order.
  let keyword: [(String, Expression)]
  /// Offset of the filter name (for errors).
  let offset: Int
  /// The standard filter of that name, looked up once at parse time.
  let standard: FilterFunction?
  /// The same filter applied directly when the arguments fit (see ``BuiltinFilter``).
  let builtin: BuiltinFilter?

  /// Creates a call of filter `name`, resolving the standard filter and builtin once.
  init(name: String, positional: [Expression], keyword: [(String, Expression)], offset: Int) {
    self.name = name
    self.positional = positional
    self.keyword = keyword
    self.offset = offset
    let standard = StandardFilters.standard(named: name)
    self.standard = standard
    self.builtin =
      standard == nil ? nil : BuiltinFilter(name: name, positional: positional.count, keyword: keyword.count)
  }
}
