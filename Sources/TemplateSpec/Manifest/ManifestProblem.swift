import Located

/// One problem in a manifest (or modgen.json): the JSON path it concerns and a located diagnostic.
package struct ManifestProblem: Sendable, Hashable, CustomStringConvertible {
  /// The JSON path, e.g. `parameters[1].type` (`$` for the whole document).
  package var jsonPath: String
  /// The located message; its text starts with the JSON path.
  package var diagnostic: Diagnostic

  /// Creates a problem.
  package init(jsonPath: String, diagnostic: Diagnostic) {
    self.jsonPath = jsonPath
    self.diagnostic = diagnostic
  }

  /// The diagnostic's printable form.
  package var description: String { diagnostic.description }
}
