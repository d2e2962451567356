/// A line of a template file (the main template or a partial it included).
package struct TemplateLine: Hashable, Sendable, Codable {
  /// The template file as modgen names it (relative to the working directory when possible).
  package var file: String
  /// 1-based line number.
  package var line: Int

  /// Creates a template line reference.
  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
