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

/// One problem in a manifest (or modgen.json): the JSON path it concerns and a located diagnostic.
public struct ManifestProblem: Sendable, Hashable, CustomStringConvertible {
  /// The JSON path, e.g. `parameters[1].type` (`$` for the whole document).
  public var jsonPath: String
  /// The located message; its text starts with the JSON path.
  public var diagnostic: Diagnostic

  /// Creates a problem.
  public init(jsonPath: String, diagnostic: Diagnostic) {
    self.jsonPath = jsonPath
    self.diagnostic = diagnostic
  }

  /// The diagnostic's printable form.
  public var description: String { diagnostic.description }
}
