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

  static func run(_ context: CommandContext) throws -> Int32 {
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    // Abstract templates are bases for others, not generated: not listed.
    let listed = catalog.templates.filter { !$0.isAbstract }
    if context.arguments.flag(Self.names) {
      context.io.writeOutput(listed.map { $0.name + "\n" }.joined())
      return ExitCode.success
    }
    var entries: [Entry] = []
    for template in listed {
      var entry = Entry(
        name: template.name, origin: template.origin.rawValue, location: template.location,
        shadows: template.shadows.map { Entry.Shadowed(origin: $0.origin.rawValue, location: $0.location) })
      if template.origin == .generamba {
        // Described by its .rambaspec; it has no template.json.
        let (summary, version) = template.rambaspecSummaryAndVersion()
        entry.version = version
        entry.summary = summary ?? "Generamba template"
        entries.append(entry)
        continue
      }
      do {
        let manifest = try template.loadManifest()
        entry.version = manifest.version
        entry.summary = manifest.summary
      } catch {
        // Name the files the problems are in: a Liquid error in a template file is not template.json's.
        let count = error.problems.count
        let files = Set(
          error.diagnostics.compactMap(\.file).map { URL(fileURLWithPath: $0, isDirectory: false).lastPathComponent })
        let place = files.count == 1 ? "in \(files.first!)" : "in \(files.count) files"
        entry.error =
          "\(count) problem\(count == 1 ? "" : "s") \(place); see 'modgen info \(template.name)'"
      }
      entries.append(entry)
    }
    if context.arguments.flag(Self.json) {
      context.io.writeOutput(try JSONOutput.text(entries))
      return ExitCode.success
    }
    if entries.isEmpty {
      let searched = catalog.searchPath.map(\.location).joined(separator: ", ")
      context.errors.warning("no templates found" + (searched.isEmpty ? "" : " (searched \(searched))"))
      return ExitCode.success
    }
    let originName = { (raw: String) in TemplateOrigin(rawValue: raw)?.displayName ?? raw }
    let builtin = TemplateOrigin.builtin.rawValue
    // A template of one's own that hides a built-in is marked `*` and explained once below the table.
    let hidesBuiltin = { (entry: Entry) in entry.origin != builtin && entry.shadows.contains { $0.origin == builtin } }
    let rows =
      [["NAME", "VERSION", "FROM", "SUMMARY"]]
      + entries.map {
        [
          $0.name, $0.version ?? "?", originName($0.origin) + (hidesBuiltin($0) ? "*" : ""),
          $0.summary ?? $0.error ?? "",
        ]
      }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let output = context.output
    for (index, row) in rows.enumerated() {
      var line = ""
      for column in 0..<3 { line += row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) }
      line += row[3]
      output.line(index == 0 ? output.style.paint(line, .bold) : line)
      if index > 0 {
        for shadow in entries[index - 1].shadows where shadow.origin != builtin {
          output.line("  shadows the \(originName(shadow.origin)) \(shadow.location)")
        }
      }
    }
    if entries.contains(where: hidesBuiltin) {
      output.line()
      output.line(
        "* hides the built-in template of the same name; built-in composites still use the built-in one")
    }
    return ExitCode.success
  }
}
