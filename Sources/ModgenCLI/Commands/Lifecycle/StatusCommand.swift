import Foundation
import Located
import ModgenGenerate
import TemplateSpec

/// `modgen status [Name...]`: each recorded module, with the files edited by hand or deleted since
/// `gen` wrote them and whether its template changed.
enum StatusCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "status",
    summary: "Show which generated modules were edited, and whose template changed.",
    discussion: """
      Reads the module records in .modgen/modules/ (written by 'modgen gen') and compares each \
      recorded file with the disk: modified when it was edited since it was generated, missing when it \
      was deleted. A module's template counts as changed when it now has other files or another \
      version than when the module was generated, or is no longer found. A record that cannot be read \
      is an error at its location.
      """,
    arguments: [names],
    options: [templates, json],
    examples: ["modgen status", "modgen status --json"],
    run: run)

  /// `<Name>...`: the modules to show.
  static let names = ArgumentSpec(
    "Name", help: "The modules to show (default: every recorded module).", isOptional: true, isVariadic: true)
  /// `--templates`: a template folder searched first.
  static let templates = OptionSpec(
    "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
    completion: .directory)
  /// `--json`.
  static let json = OptionSpec("json", help: "Print the status as JSON.")

  /// The `--json` document.
  struct Report: Encodable {
    /// One module.
    struct Module: Encodable {
      /// One recorded file.
      struct File: Encodable {
        /// The path relative to the folder of modgen.json (or the working directory).
        var path: String
        /// `code` or `test`.
        var role: String
        /// `clean`, `modified` or `missing`.
        var state: String
      }

      var name: String
      var template: String
      var modified: Int
      var missing: Int
      var templateChanged: Bool
      var files: [File]

      private enum CodingKeys: String, CodingKey {
        case name, template, modified, missing, templateChanged = "template_changed", files
      }
    }

    var modules: [Module]
  }

  static func run(_ context: CommandContext) throws -> Int32 {
    let store = context.recordStore()
    let names = try store.modules(named: context.arguments.values(Self.names), display: context.displayPath)
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    var statuses: [ModuleStatus] = []
    for name in names {
      guard let record = try store.load(name, display: context.displayPath) else { continue }
      let template = try? catalog.template(named: record.template.name)
      statuses.append(ModuleStatus(record: record, store: store, template: template))
    }
    if context.arguments.flag(Self.json) {
      let modules = statuses.map { status in
        Report.Module(
          name: status.record.module, template: status.record.template.name, modified: status.modified,
          missing: status.missing, templateChanged: status.templateChanged,
          files: status.files.map { .init(path: $0.path, role: $0.role, state: $0.state.rawValue) })
      }
      context.io.writeOutput(try JSONOutput.text(Report(modules: modules)))
      return ExitCode.success
    }
    if statuses.isEmpty {
      context.errors.note("no module is recorded yet; 'modgen gen' records each module it generates")
      return ExitCode.success
    }
    let nameWidth = statuses.map(\.record.module.count).max() ?? 0
    let templateWidth = statuses.map(\.record.template.name.count).max() ?? 0
    var text = ""
    for status in statuses {
      let name = status.record.module.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let template = status.record.template.name.padding(toLength: templateWidth, withPad: " ", startingAt: 0)
      var summary = "up to date"
      if !status.isClean {
        summary = "modified \(status.modified), missing \(status.missing)"
        if status.templateChanged { summary += ", template changed" }
      }
      text += "\(name)  \(template)  \(summary)\n"
      for file in status.files where file.state != .clean {
        let state = file.state.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        text += "  \(state)  \(context.displayPath(store.url(for: file.path)))\n"
      }
      if let change = status.templateChange { text += "  template  \(change)\n" }
    }
    context.output.write(text)
    return ExitCode.success
  }
}
