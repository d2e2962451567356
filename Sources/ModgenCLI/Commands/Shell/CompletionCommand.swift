/// `modgen completion bash|zsh|fish`: prints a shell completion script generated from the
/// option table.
enum CompletionCommand {
  /// The shells a script can be generated for.
  static let shells = ["bash", "zsh", "fish"]

  /// The option-table entry.
  static let spec = CommandSpec(
    name: "completion",
    summary: "Print a shell completion script (bash, zsh or fish).",
    discussion: """
      The script completes commands, options, option values, template names (by running \
      'modgen list --names') and, after -p, the parameters of the template typed and their values \
      (-p tests=<Tab>). Load it from your shell's start-up file.
      """,
    arguments: [shell],
    examples: [
      "source <(modgen completion bash)      # in ~/.bashrc",
      "modgen completion zsh > ~/.zfunc/_modgen   # with ~/.zfunc in fpath",
      "modgen completion fish > ~/.config/fish/completions/modgen.fish",
    ],
    run: run)

  /// `<shell>`: bash, zsh or fish.
  static let shell = ArgumentSpec("shell", help: "bash, zsh or fish.", completion: .choices(shells))

  static func run(_ context: CommandContext) throws -> Int32 {
    let script = CompletionScript(commands: CommandTable.all)
    switch context.arguments.argument(Self.shell) {
    case "bash": context.io.writeOutput(script.bash())
    case "zsh": context.io.writeOutput(script.zsh())
    default: context.io.writeOutput(script.fish())
    }
    return ExitCode.success
  }
}
