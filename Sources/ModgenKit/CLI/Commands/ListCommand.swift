import Foundation

/// `modgen list`: the templates modgen can find, nearest definition first, with shadowing noted.
public enum ListCommand {
  /// The option-table entry.
  public static let spec = CommandSpec(
    name: "list",
    summary: "List the available templates.",
    discussion: """
      Templates are found, nearest first, in --templates, the project's Templates/ folder (or the \
      folders modgen.json names), ~/.modgen/templates and the built-ins. A nearer template hides a \
      farther one with the same name; list says so.
      """,
    options: [
      OptionSpec(
        "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
        completion: .directory),
      OptionSpec("json", help: "Print the list as JSON."),
      OptionSpec("names", help: "Print only template names, one per line (for scripts)."),
    ],
    exclusiveGroups: [["json", "names"]],
    examples: ["modgen list", "modgen list --json"],
    run: run)
}
