import TemplateSpec

/// A parameter's final value and where it came from.
package struct ResolvedParameter: Sendable, Hashable {
  /// Where a value came from, nearest first.
  package enum Source: String, Sendable, Hashable, Codable {
    /// A `--param key=value` flag.
    case flag
    /// The value a module's record holds (`update`).
    case record
    /// The `parameters` of modgen.json.
    case configuration
    /// An answer typed at the prompt.
    case answer
    /// The manifest's `default`.
    case manifestDefault = "default"
  }

  /// The parameter's name.
  package var name: String
  /// The typed value.
  package var value: ParameterValue
  /// Where the value came from.
  package var source: Source

  /// Creates a resolved parameter.
  package init(name: String, value: ParameterValue, source: Source) {
    self.name = name
    self.value = value
    self.source = source
  }
}
