/// One command of the tool: its name, arguments and options (the single table that parsing, help
/// and completion are generated from) and the code that runs it.
struct CommandSpec: Sendable {
  /// The command name (`gen`).
  var name: String
  /// One-line summary for the command list.
  var summary: String
  /// Longer help text shown by `modgen help <command>` (paragraphs separated by blank lines).
  var discussion: String
  /// Positional arguments, in order.
  var arguments: [ArgumentSpec]
  /// Options: the command's own, then those of its option groups (the `-h, --help` option is
  /// added automatically).
  var options: [OptionSpec]
  /// Groups of options of which at most one may be given.
  var exclusiveGroups: [[OptionSpec]]
  /// Example invocations shown in help.
  var examples: [String]
  /// Runs the command with parsed arguments and returns the process exit code.
  var run: @Sendable (CommandContext) throws -> Int32

  /// A command `name` that `run` carries out; the help text, arguments, options, option groups
  /// (options several commands share, listed after the command's own), groups of options that
  /// exclude each other, and examples default to none.
  init(
    name: String, summary: String, discussion: String = "", arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], groups: [OptionGroup] = [], exclusiveGroups: [[OptionSpec]] = [],
    examples: [String] = [], run: @escaping @Sendable (CommandContext) throws -> Int32
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.arguments = arguments
    self.options = options + groups.flatMap(\.options)
    self.exclusiveGroups = exclusiveGroups
    self.examples = examples
    self.run = run
  }

  /// The options including the automatic `--help`.
  var allOptions: [OptionSpec] { options + [.help] }

  /// Finds an option by long name; `_` may stand for `-` (`--module_path`), as in Generamba's
  /// command line, which scripts still spell that way.
  func option(named name: String) -> OptionSpec? {
    if let option = allOptions.first(where: { $0.name == name }) { return option }
    let dashed = name.replacingOccurrences(of: "_", with: "-")
    return dashed == name ? nil : allOptions.first { $0.name == dashed }
  }

  /// Finds an option by short name.
  func option(short: Character) -> OptionSpec? { allOptions.first { $0.short == short } }

  /// The usage line: `modgen gen <Name> <template> [options]`.
  var usage: String {
    var parts = ["modgen", name]
    parts += arguments.map(\.synopsis)
    if !options.isEmpty { parts.append("[options]") }
    return parts.joined(separator: " ")
  }
}
