import Located

/// Every problem found in one `template.json`, reported together.
package struct ManifestError: DiagnosticConvertible, Sendable, CustomStringConvertible {
  /// The manifest's path, as shown in messages.
  package var file: String
  /// The problems, in the order of the document.
  package var problems: [ManifestProblem]

  /// Creates a manifest error.
  package init(file: String, problems: [ManifestProblem]) {
    self.file = file
    self.problems = problems
  }

  /// The problems `reader` found in `file`.
  package init(file: String, reader: JSONReader) {
    self.init(
      file: file, problems: reader.problems.map { ManifestProblem(jsonPath: $0.path, diagnostic: $0.diagnostic) })
  }

  /// Every problem's diagnostic, in document order.
  package var diagnostics: [Diagnostic] { problems.map(\.diagnostic) }

  /// The diagnostics, rendered.
  package var description: String {
    problems.map(\.diagnostic.description).joined(separator: "\n")
  }
}
