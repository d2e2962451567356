import Foundation
import ModgenGenerate
import TemplateSpec

/// `modgen list`: the templates modgen can find, nearest definition first, with shadowing noted.
package enum ListCommand {
  /// The option-table entry.
  package static let spec = CommandSpec(
    name: "list",
    summary: "List the available templates.",
    discussion: """
      Templates are found, nearest first, in --templates, the project's Templates/ folder (or the \
      folders modgen.json names), ~/.modgen/templates and the built-ins. A nearer template hides a \
      farther one with the same name; list says so. In a Generamba project (a Rambafile here), the \
      .rambaspec templates in Templates/ are listed first, as Generamba templates.
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
    let catalog = try context.loadCatalog(configuration: configuration)
    let generamba = GenerambaProject.installedTemplates(in: context.workingDirectory, fileSystem: context.fileSystem)
    let generambaNames = Set(generamba.map(\.name))
    if context.arguments.flag("names") {
      let names =
        generamba.map(\.name)
        + catalog.templates.filter { !generambaNames.contains($0.name) && !$0.isAbstract }.map(\.name)
      context.io.writeOutput(names.map { $0 + "\n" }.joined())
      return ExitCode.success
    }
    // Generamba templates (a Rambafile project) come first: gen looks at them first.
    var entries = generamba.map { template in
      Entry(
        name: template.name, version: template.version, origin: "generamba", location: template.folder,
        summary: template.summary ?? "Generamba template",
        shadows: catalog.templates.filter { $0.name == template.name }.map {
          Entry.Shadowed(origin: $0.origin.rawValue, location: $0.location)
        })
    }
    // Abstract templates are bases for others, not generated: not listed.
    for template in catalog.templates where !generambaNames.contains(template.name) && !template.isAbstract {
      var entry = Entry(
        name: template.name, origin: template.origin.rawValue, location: template.location,
        shadows: template.shadows.map { Entry.Shadowed(origin: $0.origin.rawValue, location: $0.location) })
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
    if context.arguments.flag("json") {
      context.io.writeOutput(try JSONOutput.text(entries))
      return ExitCode.success
    }
    if entries.isEmpty {
      let searched = catalog.searchPath.map(\.location).joined(separator: ", ")
      context.errors.warning("no templates found" + (searched.isEmpty ? "" : " (searched \(searched))"))
      return ExitCode.success
    }
    let originName = { (raw: String) in
      raw == "generamba" ? "Generamba" : TemplateOrigin(rawValue: raw)?.displayName ?? raw
    }
    let rows =
      [["NAME", "VERSION", "FROM", "SUMMARY"]]
      + entries.map { [$0.name, $0.version ?? "?", originName($0.origin), $0.summary ?? $0.error ?? ""] }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let output = context.output
    for (index, row) in rows.enumerated() {
      var line = ""
      for column in 0..<3 { line += row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) }
      line += row[3]
      output.line(index == 0 ? output.style.paint(line, .bold) : line)
      if index > 0 {
        for shadow in entries[index - 1].shadows {
          let hidden =
            shadow.origin == "builtin" ? "built-in template" : "\(originName(shadow.origin)) \(shadow.location)"
          output.line("  shadows the \(hidden)")
        }
      }
    }
    return ExitCode.success
  }
}
