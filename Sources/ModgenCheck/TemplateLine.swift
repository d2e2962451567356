/// A line of a template file (the main template or a partial it included).
struct TemplateLine: Hashable, Sendable, Codable {
  /// The template file as modgen names it (relative to the working directory when possible).
  var file: String
  /// 1-based line number.
  var line: Int
}
