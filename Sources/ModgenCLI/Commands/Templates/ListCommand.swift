import Foundation
import TemplateSpec

/// `modgen list`: the templates modgen can find, nearest definition first, with shadowing noted.
enum ListCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "list",
    summary: "List the available templates.",
    discussion: """
      Templates are found, nearest first, in --templates, the project's Templates/ folder (or the \
      folders modgen.json names), ~/.modgen/templates and the built-ins. A nearer template hides a \
      farther one with the same name; list says so. In a Generamba project (a Rambafile here), the \
      .rambaspec templates in Templates/ are listed first, as Generamba templates.
      """,
    options: [templates, json, names],
    exclusiveGroups: [[json, names]],
    examples: ["modgen list", "modgen list --json"],
    run: run)

  /// `--templates`: a template folder searched first.
  static let templates = OptionSpec(
    "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
    completion: .directory)
  /// `--json`.
  static let json = OptionSpec("json", help: "Print the list as JSON.")
  /// `--names`: names only, for completion scripts.
  static let names = OptionSpec("names", help: "Print only template names, one per line (for scripts).")

  /// One template in `list --json`.
  struct Entry: Encodable {
    /// A farther template with the same name, hidden by this one.
    struct Shadowed: Encodable {
      var origin: String
      var location: String
    }
    var name: String
    var version: String?
    var origin: String
    var location: String
    var summary: String?
    var shadows: [Shadowed]
    var error: String?
  }

  /// Lists the templates: names only, the JSON document, or a table with shadowing noted.
  static func run(_ context: CommandContext) throws -> Int32 {
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    let listed = catalog.concreteTemplates
    if context.arguments.flag(Self.names) {
      context.io.writeOutput(listed.map { $0.name + "\n" }.joined())
      return ExitCode.success
    }
    let entries = listed.map(Entry.init)
    if context.arguments.flag(Self.json) {
      context.io.writeOutput(try JSONOutput.text(entries))
      return ExitCode.success
    }
    if entries.isEmpty {
      let searched = catalog.searchPath.map(\.location).joined(separator: ", ")
      context.errors.warning("no templates found" + (searched.isEmpty ? "" : " (searched \(searched))"))
      return ExitCode.success
    }
    printTable(entries, to: context.output)
    return ExitCode.success
  }
}
