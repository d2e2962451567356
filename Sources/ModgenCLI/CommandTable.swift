/// The one table of modgen's commands: parsing, help, `help <command>` and shell completion are
/// all generated from it. To add a command, add its ``CommandSpec`` to ``all``.
enum CommandTable {
  /// Every command, in the order help lists them.
  static var all: [CommandSpec] {
    [
      GenCommand.spec,
      StatusCommand.spec,
      UpdateCommand.spec,
      DestroyCommand.spec,
      AdoptCommand.spec,
      ListCommand.spec,
      InfoCommand.spec,
      CheckCommand.spec,
      RenderCommand.spec,
      InitCommand.spec,
      TemplateCommand.spec,
      CompletionCommand.spec,
      HelpCommand.spec,
    ]
  }

  /// The command called `name`, if any.
  static func command(named name: String) -> CommandSpec? { all.first { $0.name == name } }
}
