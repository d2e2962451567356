import Foundation

/// `modgen info <template>`: the files a template writes and its parameters.
public enum InfoCommand {
  /// The option-table entry.
  public static let spec = CommandSpec(
    name: "info",
    summary: "Show a template's files and parameters.",
    arguments: [ArgumentSpec("template", help: "The template to describe.", completion: .templates)],
    options: [
      OptionSpec(
        "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
        completion: .directory),
      OptionSpec("json", help: "Print the description as JSON."),
    ],
    examples: ["modgen info viper", "modgen info mvvm --json"],
    run: run)
}
