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
