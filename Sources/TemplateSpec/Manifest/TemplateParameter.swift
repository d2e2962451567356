/// A template parameter declared in the manifest.
package struct TemplateParameter: Sendable, Hashable {
  /// The type of a parameter's value.
  package enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Any text.
    case string
    /// `true` or `false`.
    case bool
    /// An integer.
    case int
    /// One of the declared `choices`.
    case choice
    /// Several strings: comma-separated on the command line, a JSON array in modgen.json and as a
    /// default; templates see an array. A `format` applies to every item; items are unique.
    case list
  }

  /// The name templates use (bare and under `custom_parameters`).
  package var name: String
  /// The value's type.
  package var kind: Kind
  /// The value used when neither a flag nor modgen.json gives one.
  package var defaultValue: ParameterValue?
  /// The allowed values of a `choice` parameter.
  package var choices: [String]
  /// What the parameter means (shown by `info` and when asking).
  package var description: String
  /// Whether a value must be given (by a flag, modgen.json or an answer); required parameters
  /// have no default.
  package var required: Bool
  /// What a `string` value must be (checked and normalised before rendering), if declared.
  package var format: StringFormat?
  /// A value to show in examples (`info`, the missing-parameter error, the prompt) and to render
  /// `modgen check`'s variants with when there is no default; never used by `gen` on its own.
  package var example: ParameterValue?

  /// A parameter `name` of `kind`: optional, without a default, choices, description or format unless
  /// given.
  package init(
    name: String, kind: Kind, defaultValue: ParameterValue? = nil, choices: [String] = [], description: String = "",
    required: Bool = false, format: StringFormat? = nil, example: ParameterValue? = nil
  ) {
    self.example = example
    self.format = format
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.choices = choices
    self.description = description
    self.required = required
  }
}
