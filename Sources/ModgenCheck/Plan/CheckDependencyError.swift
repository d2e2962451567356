import Located

/// Every problem found resolving modgen.json's `check.dependencies` (a missing folder or package, a
/// folder without Swift files, a module name used twice), each at its place in modgen.json.
package struct CheckDependencyError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
  /// The problems, in the order of the entries.
  package var diagnostics: [Diagnostic]

  /// An error made of `diagnostics`.
  package init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The diagnostics, rendered.
  package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
