import Liquid

/// A template's `template.json`: what it is, which parameters it takes and which files it writes.
///
/// Obtain one through ``load(text:file:files:)``, which validates the whole manifest and reports
/// every problem at once as a ``ManifestError``.
public struct TemplateManifest: Sendable {
  /// The template's name (its folder's name).
  public var name: String
  /// A one-line summary for `modgen list`.
  public var summary: String
  /// The template's version, e.g. `1.0.0`.
  public var version: String
  /// Who wrote it.
  public var author: String?
  /// Its licence, e.g. `MIT`.
  public var license: String?
  /// The parameters, in declaration order.
  public var parameters: [TemplateParameter]
  /// The module's source files.
  public var codeFiles: [TemplateFileEntry]
  /// The module's test files.
  public var testFiles: [TemplateFileEntry]
  /// Where the manifest was read from (for messages), e.g. `Templates/viper/template.json`.
  public var file: String
  /// The template files, parsed once while validating (by relative path).
  var parsedTemplates: [String: Template] = [:]
  /// The manifest's text (for source lines in messages about `path` and `if`).
  var text = ""

  /// Creates a manifest from already validated parts.
  public init(
    name: String, summary: String, version: String, author: String? = nil, license: String? = nil,
    parameters: [TemplateParameter] = [], codeFiles: [TemplateFileEntry] = [], testFiles: [TemplateFileEntry] = [],
    file: String
  ) {
    self.name = name
    self.summary = summary
    self.version = version
    self.author = author
    self.license = license
    self.parameters = parameters
    self.codeFiles = codeFiles
    self.testFiles = testFiles
    self.file = file
  }

  /// The parameter called `name`, if declared.
  public func parameter(named name: String) -> TemplateParameter? {
    parameters.first { $0.name == name }
  }
}
