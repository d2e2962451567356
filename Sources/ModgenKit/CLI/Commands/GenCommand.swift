import Foundation

/// `modgen gen <Name> <template>`: renders a template into a new module, writing all of it or
/// nothing, with one Rails-style line per file.
public enum GenCommand {
  /// The option-table entry.
  public static let spec = CommandSpec(
    name: "gen",
    summary: "Generate a module from a template.",
    discussion: """
      Renders every file of the template in memory first, then writes them all or nothing. Module \
      files go to <output>/<Name>/, tests to <tests-output>/<Name>/. Each file is reported as create, \
      identical, conflict, overwrite or skip. Any conflict (an existing file that differs) fails the \
      run and writes nothing unless --force or --skip-existing is given.

      Parameters come from --param, then modgen.json, then the template's defaults. Missing required \
      values are asked for when standard input is a terminal; with --no-input or without a terminal \
      the run fails and lists them.
      """,
    arguments: [
      ArgumentSpec("Name", help: "The module name, an UpperCamelCase Swift identifier (e.g. Passcode)."),
      ArgumentSpec("template", help: "The template to use (see 'modgen list').", completion: .templates),
    ],
    options: [
      OptionSpec(
        "output", short: "o", kind: .value(placeholder: "dir"),
        help: "Where module folders go (default: modgen.json sources_path, else Sources).",
        completion: .directory),
      OptionSpec(
        "tests-output", kind: .value(placeholder: "dir"),
        help: "Where test folders go (default: modgen.json tests_path, else Tests).", completion: .directory),
      OptionSpec(
        "param", short: "p", kind: .repeated(placeholder: "key=value"),
        help: "Set a template parameter (repeatable)."),
      OptionSpec(
        "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
        completion: .directory),
      OptionSpec("dry-run", short: "n", help: "Print what would be written; write nothing."),
      OptionSpec("diff", help: "Show a unified diff for every conflicting file."),
      OptionSpec("force", short: "f", help: "Overwrite files that differ."),
      OptionSpec("skip-existing", help: "Keep files that already exist; write only new ones."),
      OptionSpec("no-tests", help: "Do not generate the test files."),
      OptionSpec("no-input", help: "Never ask questions; fail if a parameter is missing."),
      OptionSpec("json", help: "Report the plan and result as JSON on standard output."),
    ],
    exclusiveGroups: [["force", "skip-existing"]],
    examples: [
      "modgen gen Passcode viper",
      "modgen gen Settings mvvm -o App/Sources --tests-output App/Tests",
      "modgen gen Login vip -p tests=swift-testing --dry-run",
    ],
    run: run)
}
