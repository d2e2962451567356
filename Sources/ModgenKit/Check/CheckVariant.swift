/// One combination of a template's `bool`/`choice` parameter values, rendered under its own
/// sample module name.
public struct CheckVariant: Hashable, Sendable, Codable {
  /// One parameter's value in this variant.
  public struct Assignment: Hashable, Sendable, Codable {
    /// The parameter's name.
    public var name: String
    /// Its value as it would be passed with `--param name=value`.
    public var value: String

    /// Creates an assignment.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The sample module name (also the Swift target name), e.g. `PasscodeViperSwiftTesting`.
  public var moduleName: String
  /// The values of the varied parameters, in manifest order.
  public var assignments: [Assignment]

  /// Creates a variant.
  public init(moduleName: String, assignments: [Assignment]) {
    self.moduleName = moduleName
    self.assignments = assignments
  }

  /// `name=value` strings, for `--param` and for notes.
  public var parameterStrings: [String] { assignments.map { "\($0.name)=\($0.value)" } }
}
