/// One combination of a template's `bool`/`choice` parameter values, rendered under its own
/// sample module name.
package struct CheckVariant: Hashable, Sendable, Codable {
  /// One parameter's value in this variant.
  package struct Assignment: Hashable, Sendable, Codable {
    /// The parameter's name.
    package var name: String
    /// Its value as it would be passed with `--param name=value`.
    package var value: String

    /// Creates an assignment.
    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The sample module name (also the Swift target name), e.g. `PasscodeViperSwiftTesting`.
  package var moduleName: String
  /// The values of the varied parameters, in manifest order.
  package var assignments: [Assignment]

  /// Creates a variant.
  package init(moduleName: String, assignments: [Assignment]) {
    self.moduleName = moduleName
    self.assignments = assignments
  }

  /// `name=value` strings, for `--param` and for notes.
  package var parameterStrings: [String] { assignments.map { "\($0.name)=\($0.value)" } }
}
