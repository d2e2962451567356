/// Every parameter problem of one run, reported together: wrong types, unknown names (with a
/// suggestion) and missing required values.
package struct ParameterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One message per problem, e.g. `unknown parameter 'tset'; did you mean 'tests'?`.
  package var problems: [String]
  /// The names of required parameters that had no value.
  package var missing: [String]

  /// Creates a parameter error.
  package init(problems: [String], missing: [String] = []) {
    self.problems = problems
    self.missing = missing
  }

  /// One `error: …` line per problem.
  package var description: String {
    problems.map { "error: \($0)" }.joined(separator: "\n")
  }
}
