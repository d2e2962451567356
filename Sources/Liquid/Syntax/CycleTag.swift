/// A parsed `cycle` tag.
struct CycleTag: Sendable {
  /// The group expression when named (`cycle 'g': …`).
  var group: Expression?
  /// The key identifying an unnamed cycle (its values as written).
  var key: String
  /// The values cycled through.
  var values: [Expression]
  /// The tag's line.
  var line: Int
}
