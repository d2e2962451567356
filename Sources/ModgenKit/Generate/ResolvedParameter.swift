/// A parameter's final value and where it came from.
public struct ResolvedParameter: Sendable, Hashable {
  /// Where a value came from, nearest first.
  public enum Source: String, Sendable, Hashable, Codable {
    /// A `--param key=value` flag.
    case flag
    /// The `parameters` of modgen.json.
    case configuration
    /// An answer typed at the prompt.
    case answer
    /// The manifest's `default`.
    case manifestDefault = "default"
    /// Nothing gave one: the type's empty value (`""`, `false`, `0`).
    case implicit
  }

  /// The parameter's name.
  public var name: String
  /// The typed value.
  public var value: ParameterValue
  /// Where the value came from.
  public var source: Source

  /// Creates a resolved parameter.
  public init(name: String, value: ParameterValue, source: Source) {
    self.name = name
    self.value = value
    self.source = source
  }
}
