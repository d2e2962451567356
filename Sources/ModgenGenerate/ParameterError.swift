import Located

/// Every parameter problem of one run, reported together: wrong types, unknown names (with a
/// suggestion) and missing required values.
package struct ParameterError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
  /// One diagnostic per problem, e.g. `unknown parameter 'tset'; did you mean 'tests'?`, located
  /// in modgen.json when the value came from there.
  package var diagnostics: [Diagnostic]
  /// The names of required parameters that had no value.
  package var missing: [String]

  /// Creates a parameter error.
  package init(diagnostics: [Diagnostic], missing: [String] = []) {
    self.diagnostics = diagnostics
    self.missing = missing
  }

  /// The messages alone.
  package var problems: [String] { diagnostics.map(\.message) }

  /// The diagnostics, one after the other.
  package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
