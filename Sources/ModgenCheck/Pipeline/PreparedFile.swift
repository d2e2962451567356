/// One rendered file with its source map.
struct PreparedFile: Sendable {
  /// Whether it is a test file.
  var isTest: Bool
  /// The path inside the variant's target folder.
  var relativePath: String
  /// The template file it came from (display path).
  var templateFile: String
  /// The rendered text.
  var text: String
  /// Index `i`: the template line of output line `i + 1`.
  var lineOrigins: [TemplateLine?]
}

/// A line of a template file (the main template or a partial it included).
struct TemplateLine: Hashable, Sendable, Codable {
  /// The template file as modgen names it (relative to the working directory when possible).
  var file: String
  /// 1-based line number.
  var line: Int
}
