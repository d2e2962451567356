/// A line of a template file (the main template or a partial it included).
public struct TemplateLine: Hashable, Sendable, Codable {
  /// The template file as modgen names it (relative to the working directory when possible).
  public var file: String
  /// 1-based line number.
  public var line: Int

  /// Creates a template line reference.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
