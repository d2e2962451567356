import Liquid
import Located

/// A template's `template.json`: what it is, which parameters it takes and which files it writes.
///
/// Obtain one through ``load(text:file:files:)``, which validates the whole manifest and reports
/// every problem at once as a ``ManifestError``.
package struct TemplateManifest: Sendable {
  /// The template's name (its folder's name).
  package var name: String
  /// A one-line summary for `modgen list`.
  package var summary: String
  /// The template's version, e.g. `1.0.0`.
  package var version: String
  /// Who wrote it.
  package var author: String?
  /// Its licence, e.g. `MIT`.
  package var license: String?
  /// The parameters, in declaration order.
  package var parameters: [TemplateParameter]
  /// The module's source files.
  package var codeFiles: [TemplateFileEntry]
  /// The module's test files.
  package var testFiles: [TemplateFileEntry]
  /// Other modules generated with this one, by other templates (a container's children).
  package var modules: [TemplateModuleEntry] = []
  /// `check_all_combinations_of`: the `bool`/`choice` parameters whose values `modgen check` combines in
  /// every way; the others are covered in pairs (inherited from the base when omitted).
  package var checkCombinations: [String] = []
  /// `liquid`: how the template's files render. `strict` (the default) makes an undefined variable
  /// or filter an error; `lax` renders them as nothing, as Generamba did, and each becomes a warning
  /// (templates imported from a `.rambaspec` are lax).
  package var liquidMode: LiquidMode = .strict
  /// Where the manifest was read from (for messages), e.g. `Templates/viper/template.json`.
  package var file: String
  /// The template files, parsed once while validating (by relative path).
  package var parsedTemplates: [String: Template] = [:]
  /// The manifest's text (for source lines in messages about `path` and `if`).
  package var text = ""
  /// `base`: the template this one is based on, by name; it inherits the base's files and the
  /// manifest keys it omits (see docs/template-sharing.md).
  package var base: String?
  /// Where the base template lives (`<built-in>/container`, a folder), when there is a base.
  package var baseLocation: String?
  /// Where `"abstract": true` is in the manifest, when the template is abstract: a base for other
  /// templates that is not listed, generated or checked alone.
  package var abstractLocation: SourceLocation?
  /// The files the template renders from: its own, then its bases' (`nil`: only the files it was
  /// loaded from).
  package var files: (any TemplateFiles)?
  /// The texts of the base templates' manifests by their display paths (for source lines in
  /// messages about an inherited `path` or `if`).
  package var baseTexts: [String: String] = [:]

  /// Whether the template is abstract (only a base for others).
  package var isAbstract: Bool { abstractLocation != nil }

  /// The text of the manifest `file` (this one or a base's), for source lines in messages.
  package func text(ofManifest file: String) -> String {
    file == self.file ? text : baseTexts[file] ?? text
  }

  /// Creates a manifest from already validated parts.
  package init(
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
  package func parameter(named name: String) -> TemplateParameter? {
    parameters.first { $0.name == name }
  }
}

extension TemplateManifest {
  /// How a template's Liquid renders undefined variables and filters.
  package enum LiquidMode: String, Sendable, Hashable, CaseIterable {
    /// An undefined variable or filter is an error.
    case strict
    /// An undefined variable renders as nothing and an unknown filter passes its input through;
    /// each undefined variable is reported as a warning.
    case lax
  }
}
