/// Every problem found in one `template.json`, reported together.
public struct ManifestError: Error, Sendable, CustomStringConvertible {
  /// The manifest's path, as shown in messages.
  public var file: String
  /// The problems, in the order of the document.
  public var problems: [ManifestProblem]

  /// Creates a manifest error.
  public init(file: String, problems: [ManifestProblem]) {
    self.file = file
    self.problems = problems
  }

  /// Every problem in the project's error format, one after the other.
  public var description: String {
    problems.map(\.diagnostic.description).joined(separator: "\n")
  }
}
