/// The one table of modgen's commands: parsing, help, `help <command>` and shell completion are
/// all generated from it. To add a command, add its name and ``CommandSpec`` to ``entries``.
enum CommandTable {
  /// Every command's name and a way to its spec, in the order help lists them. The specs are
  /// reached through closures so that running one command builds only its own spec (each spec's
  /// options and texts are set up on first use, a measurable part of a short `gen`).
  static let entries: [(name: String, spec: @Sendable () -> CommandSpec)] = [
    ("gen", { GenCommand.spec }),
    ("status", { StatusCommand.spec }),
    ("update", { UpdateCommand.spec }),
    ("destroy", { DestroyCommand.spec }),
    ("adopt", { AdoptCommand.spec }),
    ("list", { ListCommand.spec }),
    ("info", { InfoCommand.spec }),
    ("check", { CheckCommand.spec }),
    ("render", { RenderCommand.spec }),
    ("init", { InitCommand.spec }),
    ("template", { TemplateCommand.spec }),
    ("completion", { CompletionCommand.spec }),
    ("help", { HelpCommand.spec }),
  ]

  /// Every command, in the order help lists them.
  static var all: [CommandSpec] { entries.map { $0.spec() } }

  /// The command called `name`, if any; only that command's spec is built.
  static func command(named name: String) -> CommandSpec? {
    entries.first { $0.name == name }?.spec()
  }
}
