import Foundation
import Located
import ModgenGenerate

extension DestroyCommand {
  /// The `--json` document.
  struct Report: Encodable {
    /// One file removed or updated.
    struct File: Encodable {
      /// The path, relative to the working directory when inside it.
      var path: String
      /// `remove`, or `update` for a project file.
      var action: String
    }

    /// The modules destroyed, each composite followed by its children.
    var modules: [String]
    /// Whether this was a `--dry-run`.
    var dryRun: Bool
    /// Whether anything on disk changed.
    var written: Bool
    /// Whether the run succeeded.
    var ok: Bool
    /// The files removed and updated (or that would be).
    var files: [File]
    /// Files edited since they were generated.
    var modified: [String]
    /// What stays, for people.
    var notes: [String]
    /// What went wrong.
    var errors: [DiagnosticReport]

    private enum CodingKeys: String, CodingKey {
      case modules, dryRun = "dry_run", written, ok, files, modified, notes, errors
    }
  }

  /// A removal refused because files were edited since they were generated: the files, one a line
  /// (or the JSON document), and why nothing was removed.
  static func reportRefusal(_ result: ModuleDestroyer.Removal, _ context: CommandContext) throws {
    let modified = result.modified.map { context.displayPath(context.recordStore().url(for: $0)) }
    let failure = Diagnostic(
      "\(modified.count) file(s) were edited since they were generated; nothing was removed",
      notes: ["pass --force to remove them with their edits"])
    if context.arguments.flag(Self.json) {
      try report(result.modules, [], result: result, written: false, failures: [failure], context)
    } else {
      context.output.write(
        modified.map { ActionLine.format("modified", $0, style: context.output.style) + "\n" }.joined())
      context.errors.print(failure)
    }
  }

  /// One Rails-style line per file removed or updated (the stored generated texts left out).
  static func reportAsLines(_ entries: [(file: PlannedFile, outcome: WriteOutcome)], _ context: CommandContext) {
    var text = ""
    for entry in entries where !ModuleRecordStore.isGeneratedText(entry.file) {
      text +=
        ActionLine.format(
          entry.outcome.rawValue, context.displayPath(entry.file.destination), style: context.output.style) + "\n"
    }
    context.output.write(text)
  }

  /// With `--json`, the document of the run.
  static func report(
    _ modules: [String], _ entries: [(file: PlannedFile, outcome: WriteOutcome)], result: ModuleDestroyer.Removal?,
    written: Bool, failures: [Diagnostic], _ context: CommandContext
  ) throws {
    guard context.arguments.flag(Self.json) else { return }
    let store = context.recordStore()
    let document = Report(
      modules: modules, dryRun: context.arguments.flag(Self.dryRun), written: written, ok: failures.isEmpty,
      files: entries.filter { !ModuleRecordStore.isGeneratedText($0.file) }.map {
        .init(path: context.displayPath($0.file.destination), action: $0.outcome.rawValue)
      },
      modified: (result?.modified ?? []).map { context.displayPath(store.url(for: $0)) },
      notes: result?.notes ?? [], errors: failures.map(DiagnosticReport.init))
    context.io.writeOutput(try JSONOutput.text(document))
  }
}
