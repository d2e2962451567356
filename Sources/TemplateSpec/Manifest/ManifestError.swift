/// Every problem found in one `template.json`, reported together.
package struct ManifestError: Error, Sendable, CustomStringConvertible {
  /// The manifest's path, as shown in messages.
  package var file: String
  /// The problems, in the order of the document.
  package var problems: [ManifestProblem]

  /// Creates a manifest error.
  package init(file: String, problems: [ManifestProblem]) {
    self.file = file
    self.problems = problems
  }

  /// Every problem in the project's error format, one after the other.
  package var description: String {
    problems.map(\.diagnostic.description).joined(separator: "\n")
  }
}
