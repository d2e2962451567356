/// Every parameter problem of one run, reported together: wrong types, unknown names (with a
/// suggestion) and missing required values.
public struct ParameterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One message per problem, e.g. `unknown parameter 'tset'; did you mean 'tests'?`.
  public var problems: [String]
  /// The names of required parameters that had no value.
  public var missing: [String]

  /// Creates a parameter error.
  public init(problems: [String], missing: [String] = []) {
    self.problems = problems
    self.missing = missing
  }

  /// One `error: …` line per problem.
  public var description: String {
    problems.map { "error: \($0)" }.joined(separator: "\n")
  }
}
