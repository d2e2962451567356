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

/// A template parameter declared in the manifest.
public struct TemplateParameter: Sendable, Hashable {
  /// The type of a parameter's value.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Any text.
    case string
    /// `true` or `false`.
    case bool
    /// An integer.
    case int
    /// One of the declared `choices`.
    case choice
  }

  /// The name templates use (bare and under `custom_parameters`).
  public var name: String
  /// The value's type.
  public var kind: Kind
  /// The value used when neither a flag nor modgen.json gives one.
  public var defaultValue: ParameterValue?
  /// The allowed values of a `choice` parameter.
  public var choices: [String]
  /// What the parameter means (shown by `info` and when asking).
  public var description: String
  /// Whether a value must be given (by a flag, modgen.json or an answer); required parameters
  /// have no default.
  public var required: Bool

  /// Creates a parameter.
  public init(
    name: String, kind: Kind, defaultValue: ParameterValue? = nil, choices: [String] = [], description: String = "",
    required: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.choices = choices
    self.description = description
    self.required = required
  }
}

/// A typed parameter value.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
  /// A `string` or `choice` value.
  case string(String)
  /// A `bool` value.
  case bool(Bool)
  /// An `int` value.
  case int(Int)

  /// The value as text (`true`, `42`, `swift-testing`).
  public var description: String {
    switch self {
    case .string(let value): return value
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    }
  }

  /// The value as templates see it.
  public var liquidValue: LiquidValue {
    switch self {
    case .string(let value): return .string(value)
    case .bool(let value): return .bool(value)
    case .int(let value): return .int(value)
    }
  }
}

/// One entry of `code_files` or `test_files`.
public struct TemplateFileEntry: Sendable {
  /// The Liquid file to render, relative to the template folder, e.g. `Code/Presenter.swift.liquid`.
  public var template: String
  /// The output path (Liquid), relative to the module folder, e.g. `{{ module_info.name }}Presenter.swift`.
  public var path: String
  /// A Liquid condition (as written inside `{% if %}`); the file is generated only when it holds.
  public var condition: String?
  /// Where the `path` string's opening quote is in the manifest.
  var pathLocation: SourceLocation
  /// Where the `if` string's opening quote is in the manifest.
  var conditionLocation: SourceLocation?
  /// The parsed `path`.
  var pathTemplate: Template
  /// The parsed `condition`, wrapped as `{% if … %}true{% endif %}`.
  var conditionTemplate: Template?

  /// The text a condition is wrapped in to parse and evaluate it.
  static let conditionPrefix = "{% if "
  /// The text after the condition.
  static let conditionSuffix = " %}true{% endif %}"
}
