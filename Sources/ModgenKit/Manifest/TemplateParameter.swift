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
