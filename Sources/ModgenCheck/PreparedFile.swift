/// One rendered file with its source map.
package struct PreparedFile: Sendable {
  /// Whether it is a test file.
  package var isTest: Bool
  /// The path inside the variant's target folder.
  package var relativePath: String
  /// The template file it came from (display path).
  package var templateFile: String
  /// The rendered text.
  package var text: String
  /// Index `i`: the template line of output line `i + 1`.
  package var lineOrigins: [TemplateLine?]

  /// Creates a prepared file.
  package init(isTest: Bool, relativePath: String, templateFile: String, text: String, lineOrigins: [TemplateLine?]) {
    self.isTest = isTest
    self.relativePath = relativePath
    self.templateFile = templateFile
    self.text = text
    self.lineOrigins = lineOrigins
  }
}
