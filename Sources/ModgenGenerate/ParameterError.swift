import Located

/// Every parameter problem of one run, reported together: wrong types, unknown names (with a
/// suggestion) and missing required values.
struct ParameterError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
  /// One diagnostic per problem, e.g. `unknown parameter 'tset'; did you mean 'tests'?`, located
  /// in modgen.json when the value came from there.
  var diagnostics: [Diagnostic]
  /// The names of required parameters that had no value.
  var missing: [String]

  /// An error reporting `diagnostics`; `missing` names the required parameters left without a value.
  init(diagnostics: [Diagnostic], missing: [String] = []) {
    self.diagnostics = diagnostics
    self.missing = missing
  }

  /// The messages alone.
  var problems: [String] { diagnostics.map(\.message) }

  /// The diagnostics, one after the other.
  var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
