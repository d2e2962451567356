/// One rendered file with its source map.
public struct PreparedFile: Sendable {
  /// Whether it is a test file.
  public var isTest: Bool
  /// The path inside the variant's target folder.
  public var relativePath: String
  /// The template file it came from (display path).
  public var templateFile: String
  /// The rendered text.
  public var text: String
  /// Index `i`: the template line of output line `i + 1`.
  public var lineOrigins: [TemplateLine?]

  /// Creates a prepared file.
  public init(isTest: Bool, relativePath: String, templateFile: String, text: String, lineOrigins: [TemplateLine?]) {
    self.isTest = isTest
    self.relativePath = relativePath
    self.templateFile = templateFile
    self.text = text
    self.lineOrigins = lineOrigins
  }
}
