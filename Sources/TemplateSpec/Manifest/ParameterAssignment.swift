/// One `key=value` parameter as written after `--param` (or `-p`): the key is everything before
/// the first `=`, the value everything after it (it may hold more `=` or be empty).
package struct ParameterAssignment: Sendable, Equatable {
  /// The parameter's name.
  package var key: String
  /// The value as written.
  package var value: String

  /// Splits `raw`; `nil` when it has no `=` or nothing before it.
  package init?(_ raw: String) {
    guard let equals = raw.firstIndex(of: "="), equals != raw.startIndex else { return nil }
    key = String(raw[..<equals])
    value = String(raw[raw.index(after: equals)...])
  }

  /// What to say about `raw` when it is not `key=value`.
  package static func formProblem(_ raw: String) -> String {
    "'--param \(raw)' must be written key=value"
  }
}
