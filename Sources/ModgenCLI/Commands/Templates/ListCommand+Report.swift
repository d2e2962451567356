import Foundation
import TemplateSpec

extension ListCommand.Entry {
  /// The entry of `template`: its version and summary from its manifest (a Generamba template's
  /// from its `.rambaspec`), or what is wrong with the manifest.
  init(_ template: CatalogTemplate) {
    self.init(
      name: template.name, origin: template.origin.rawValue, location: template.location,
      shadows: template.shadows.map { Shadowed(origin: $0.origin.rawValue, location: $0.location) })
    if template.origin == .generamba {
      // Described by its .rambaspec; it has no template.json.
      let (summary, version) = template.rambaspecSummaryAndVersion()
      self.version = version
      self.summary = summary ?? "Generamba template"
      return
    }
    do {
      let manifest = try template.loadManifest()
      version = manifest.version
      summary = manifest.summary
    } catch {
      // Name the files the problems are in: a Liquid error in a template file is not template.json's.
      let count = error.problems.count
      let files = Set(
        error.diagnostics.compactMap(\.file).map { URL(fileURLWithPath: $0, isDirectory: false).lastPathComponent })
      let place = files.count == 1 ? "in \(files.first!)" : "in \(files.count) files"
      self.error = "\(count) problem\(count == 1 ? "" : "s") \(place); see 'modgen info \(template.name)'"
    }
  }
}

extension ListCommand {
  /// The table of `entries`: name, version, origin and summary, each line followed by the
  /// templates it shadows; a template of one's own that hides a built-in is marked `*` and
  /// explained once below the table.
  static func printTable(_ entries: [Entry], to output: Console) {
    let originName = { (raw: String) in TemplateOrigin(rawValue: raw)?.displayName ?? raw }
    let builtin = TemplateOrigin.builtin.rawValue
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
  }
}
