import Located

/// Why a generation plan could not be made. Every problem found is listed (module name,
/// parameters, manifest, template rendering, output paths), and nothing has been written.
package struct GenerationError: DiagnosticConvertible, Sendable, CustomStringConvertible {
  /// The problems, each a located diagnostic where a location is known.
  package var diagnostics: [Diagnostic]
  /// Required parameters that had no value (so a caller can say how to pass them).
  package var missingParameters: [String]

  /// An error reporting `diagnostics`; `missingParameters` names the required parameters no value was
  /// given for.
  package init(diagnostics: [Diagnostic], missingParameters: [String] = []) {
    self.diagnostics = diagnostics
    self.missingParameters = missingParameters
  }

  /// Every diagnostic, in the project's error format.
  package var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
