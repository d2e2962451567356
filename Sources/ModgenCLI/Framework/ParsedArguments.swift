/// The result of parsing one command's arguments against its ``CommandSpec``.
package struct ParsedArguments: Sendable, Equatable {
  /// The command name.
  package var command: String
  /// Positional values, in order.
  package var positionals: [String]
  /// Option values by long name, in the order given (flags are recorded with an empty value).
  package var options: [String: [String]]

  /// Creates parsed arguments (tests build them directly).
  package init(command: String, positionals: [String] = [], options: [String: [String]] = [:]) {
    self.command = command
    self.positionals = positionals
    self.options = options
  }

  /// Whether a flag (or any option) was given.
  package func flag(_ name: String) -> Bool { options[name] != nil }

  /// The last value of a single-value option, or `nil` when it was not given.
  package func value(_ name: String) -> String? { options[name]?.last }

  /// Every value of a repeatable option, in order.
  package func values(_ name: String) -> [String] { options[name] ?? [] }

  /// The positional at `index`, or `nil`.
  package func positional(_ index: Int) -> String? {
    positionals.indices.contains(index) ? positionals[index] : nil
  }
}
