import Located

/// `modgen help [<command>]`: the tool's or one command's help on standard output.
enum HelpCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "help",
    summary: "Show help for modgen or one of its commands.",
    arguments: [command],
    examples: ["modgen help gen"],
    run: run)

  /// `[<command>]`: the command to explain.
  static let command = ArgumentSpec(
    "command", help: "The command to explain.", isOptional: true, completion: .commands)

  static func run(_ context: CommandContext) throws -> Int32 {
    guard let name = context.arguments.optionalArgument(Self.command) else {
      context.io.writeOutput(HelpFormatter().overview(commands: CommandTable.all))
      return ExitCode.success
    }
    guard let command = CommandTable.command(named: name) else {
      throw UsageError(
        "unknown command '\(name)'", suggestion: Suggestion.nearest(to: name, in: CommandTable.all.map(\.name)),
        command: "help")
    }
    context.io.writeOutput(HelpFormatter().help(for: command))
    return ExitCode.success
  }
}
