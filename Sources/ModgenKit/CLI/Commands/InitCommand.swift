import Foundation

/// `modgen init`: writes modgen.json for the project in the working directory.
public enum InitCommand {
  /// The option-table entry.
  public static let spec = CommandSpec(
    name: "init",
    summary: "Write modgen.json for this project.",
    discussion: """
      Every field has a flag. Fields without a flag are asked for when standard input is a terminal, \
      with a default shown in brackets; otherwise the defaults are used: the project name from the \
      folder name, the author from 'git config user.name', Sources and Tests as paths. An existing \
      modgen.json is only replaced with --force.
      """,
    options: [
      OptionSpec("project-name", kind: .value(placeholder: "name"), help: "Project name (default: the folder name)."),
      OptionSpec("author", kind: .value(placeholder: "name"), help: "Author (default: git config user.name)."),
      OptionSpec("company", kind: .value(placeholder: "name"), help: "Company name for file headers."),
      OptionSpec("prefix", kind: .value(placeholder: "prefix"), help: "Class prefix (e.g. AB)."),
      OptionSpec(
        "sources-path", kind: .value(placeholder: "dir"), help: "Where modules go (default: Sources).",
        completion: .directory),
      OptionSpec(
        "tests-path", kind: .value(placeholder: "dir"), help: "Where module tests go (default: Tests).",
        completion: .directory),
      OptionSpec(
        "templates", kind: .repeated(placeholder: "dir"), help: "A project template folder (repeatable).",
        completion: .directory),
      OptionSpec(
        "param", short: "p", kind: .repeated(placeholder: "key=value"),
        help: "A default template parameter (repeatable)."),
      OptionSpec("force", short: "f", help: "Replace an existing modgen.json."),
      OptionSpec("no-input", help: "Never ask questions; use flags and defaults."),
      OptionSpec("dry-run", short: "n", help: "Print the file instead of writing it."),
    ],
    examples: ["modgen init", "modgen init --company Acme --prefix AC --no-input"],
    run: run)
}
