/// One place a template reads a variable, as ``Template/variableUses`` lists them.
public struct VariableUse: Sendable, Hashable {
  /// The path's leading literal segments: `a.b`, `a['b']` and `a["b"]` are all `["a", "b"]`;
  /// the path stops before the first index that is not a string literal (`a[i].b` is `["a"]`).
  public var path: [String]
  /// Whether the use is a whole term of an `if`, `elsif` or `unless` condition tested for
  /// truth alone (`{% if a.b %}`, `{% unless a.b or c %}`), not compared, filtered or printed.
  public var isTruthTest: Bool

  /// Creates a use.
  public init(path: [String], isTruthTest: Bool) {
    self.path = path
    self.isTruthTest = isTruthTest
  }
}
