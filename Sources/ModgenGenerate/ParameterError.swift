import Located

/// Every parameter problem of one run, reported together: wrong types, unknown names (with a
/// suggestion) and missing required values.
package struct ParameterError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
  /// One message per problem, e.g. `unknown parameter 'tset'; did you mean 'tests'?`.
  package var problems: [String]
  /// The names of required parameters that had no value.
  package var missing: [String]

  /// Creates a parameter error.
  package init(problems: [String], missing: [String] = []) {
    self.problems = problems
    self.missing = missing
  }

  /// One error per problem.
  package var diagnostics: [Diagnostic] { problems.map { Diagnostic($0) } }

  /// The problems, one per line.
  package var description: String { problems.joined(separator: "\n") }
}
