/// Where one generated file of a check variant came from: which template rendered it, with
/// which parameter values, and which template line produced each of its lines.
struct GeneratedFileOrigin: Sendable {
  /// The generated file's absolute path inside the scratch package.
  var generatedPath: String
  /// The generated file's path relative to the scratch package (for notes).
  var displayPath: String
  /// The template file that was rendered (display form).
  var templateFile: String
  /// The template's name.
  var templateName: String
  /// The variant's sample module name (e.g. `PasscodeSwiftTesting`).
  var variant: String
  /// The variant's parameter values, in manifest order, as `name=value`.
  var parameters: [String]
  /// Index `i` is the template line that produced output line `i + 1` (`nil` when unknown).
  var lineOrigins: [TemplateLine?]
  /// The generated text itself (to find columns and show lines).
  var text: String

  /// Creates an origin record.
  init(
    generatedPath: String, displayPath: String, templateFile: String, templateName: String, variant: String,
    parameters: [String], lineOrigins: [TemplateLine?], text: String
  ) {
    self.text = text
    self.generatedPath = generatedPath
    self.displayPath = displayPath
    self.templateFile = templateFile
    self.templateName = templateName
    self.variant = variant
    self.parameters = parameters
    self.lineOrigins = lineOrigins
  }

  /// The template line that produced generated line `line` (1-based), if known.
  func origin(ofLine line: Int) -> TemplateLine? {
    guard line >= 1, line <= lineOrigins.count else { return nil }
    return lineOrigins[line - 1]
  }
}
