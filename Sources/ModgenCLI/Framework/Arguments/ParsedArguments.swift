/// The result of parsing one command's arguments against its ``CommandSpec``, read back through
/// the command's own declarations (`arguments.flag(GenCommand.force)`), so a misspelt option does
/// not compile.
struct ParsedArguments: Sendable, Equatable {
  /// The command name.
  var command: String
  /// Positional values, in order.
  var positionals: [String]
  /// Option values by long name, in the order given (flags are recorded with an empty value).
  var options: [String: [String]]
  /// The names of the command's positional arguments, in order: which positional is which.
  var argumentNames: [String]

  /// Creates parsed arguments.
  init(
    command: String, positionals: [String] = [], options: [String: [String]] = [:], argumentNames: [String] = []
  ) {
    self.command = command
    self.positionals = positionals
    self.options = options
    self.argumentNames = argumentNames
  }

  /// Whether a flag (or any option) was given.
  func flag(_ option: OptionSpec) -> Bool { options[option.name] != nil }

  /// The last value of a single-value option, or `nil` when it was not given.
  func value(_ option: OptionSpec) -> String? { options[option.name]?.last }

  /// Every value of a repeatable option, in order.
  func values(_ option: OptionSpec) -> [String] { options[option.name] ?? [] }

  /// The value of a required argument (the parser refuses a command line without it).
  func argument(_ argument: ArgumentSpec) -> String {
    precondition(!argument.isOptional, "<\(argument.name)> is optional; read it with optionalArgument(_:)")
    guard let value = values(argument).first else {
      preconditionFailure("<\(argument.name)> of 'modgen \(command)' was not parsed")
    }
    return value
  }

  /// The value of an optional argument, or `nil` when it was left out.
  func optionalArgument(_ argument: ArgumentSpec) -> String? { values(argument).first }

  /// Every value of an argument: one for a plain argument, any number for a variadic one.
  func values(_ argument: ArgumentSpec) -> [String] {
    guard let index = argumentNames.firstIndex(of: argument.name) else {
      preconditionFailure("<\(argument.name)> is not an argument of 'modgen \(command)'")
    }
    guard positionals.indices.contains(index) else { return [] }
    return argument.isVariadic ? Array(positionals[index...]) : [positionals[index]]
  }
}
