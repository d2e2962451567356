import Foundation
import Located
import ModgenGenerate

/// `modgen destroy <Name>...`: takes recorded modules out of the project, undoing `gen`: their
/// files and the folders left empty, their project entries and their records, all or nothing.
enum DestroyCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "destroy",
    summary: "Remove a generated module: its files, project entries and record.",
    discussion: """
      Reads the module's record in .modgen/modules/ and removes, in one all-or-nothing write, every \
      file it records, the module's folders left empty, the entries 'gen' added to the Xcode project \
      or Package.swift, and the record. Right after 'gen', the tree and the project file are byte for \
      byte as before. Files edited since they were generated stop the run (each listed as modified) \
      unless --force is given; files already deleted are fine. Destroying a composite module destroys \
      the modules it generated with it; those cannot be destroyed alone. A record that cannot be read \
      is an error at its location, and nothing is removed.
      """,
    arguments: [names],
    options: [force, dryRun, json],
    examples: [
      "modgen destroy Passcode", "modgen destroy Passcode --dry-run", "modgen destroy Login Settings --force",
    ],
    run: run)

  /// `<Name>...`: the modules to remove.
  static let names = ArgumentSpec(
    "Name", help: "The recorded modules to remove (see 'modgen status').", isVariadic: true)
  /// `--force`.
  static let force = OptionSpec("force", short: "f", help: "Remove files edited since they were generated too.")
  /// `--dry-run`.
  static let dryRun = OptionSpec("dry-run", short: "n", help: "Print what would be removed; remove nothing.")
  /// `--json`.
  static let json = OptionSpec("json", help: "Report what was removed as JSON on standard output.")

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

  static func run(_ context: CommandContext) throws -> Int32 {
    let arguments = context.arguments
    let names = arguments.values(Self.names)
    let isDryRun = arguments.flag(Self.dryRun)
    let store = context.recordStore()
    let lock = isDryRun ? nil : try store.lock()
    defer { lock?.release() }
    let result: ModuleDestroyer.Removal
    do {
      result = try ModuleDestroyer(store: store, display: context.displayPath).plan(
        names, force: arguments.flag(Self.force))
    } catch {
      try report(names, [], result: nil, written: false, failures: Diagnostic.of(error), context)
      throw error
    }
    let modified = result.modified.map { context.displayPath(store.url(for: $0)) }
    if !modified.isEmpty && !arguments.flag(Self.force) {
      let failure = Diagnostic(
        "\(modified.count) file(s) were edited since they were generated; nothing was removed",
        notes: ["pass --force to remove them with their edits"])
      if arguments.flag(Self.json) {
        try report(result.modules, [], result: result, written: false, failures: [failure], context)
      } else {
        context.output.write(
          modified.map { ActionLine.format("modified", $0, style: context.output.style) + "\n" }.joined())
        context.errors.print(failure)
      }
      return ExitCode.failure
    }
    var entries = SafeWriter.preview(result.plan, policy: .failOnConflict)
    var failures: [Diagnostic] = []
    var written = false
    var interruption: Int32?
    if !isDryRun {
      let outcome = InterruptDeferral.run {
        try SafeWriter(fileSystem: context.fileSystem).apply(result.plan, policy: .failOnConflict)
      }
      switch outcome.result {
      case .success(let writeReport):
        entries = writeReport.entries
        written = writeReport.changedAnything
        if result.removesRecordFolder { lock?.removesFolderWhenEmpty = true }
      case .failure(let error):
        failures = Diagnostic.of(error)
      }
      interruption = outcome.signal
    }
    if arguments.flag(Self.json) {
      try report(result.modules, entries, result: result, written: written, failures: failures, context)
    } else {
      if failures.isEmpty {
        var text = ""
        for entry in entries where !ModuleRecordStore.isGeneratedText(entry.file) {
          text +=
            ActionLine.format(
              entry.outcome.rawValue, context.displayPath(entry.file.destination), style: context.output.style) + "\n"
        }
        context.output.write(text)
      }
      result.notes.forEach { context.errors.note($0) }
    }
    failures.forEach(context.errors.print)
    if let interruption {
      let outcome = failures.isEmpty ? "finished" : "undone"
      context.errors.note("interrupted (signal \(interruption)) while removing; the write was \(outcome) first")
      return 128 + interruption
    }
    guard failures.isEmpty else { return ExitCode.failure }
    if isDryRun && !arguments.flag(Self.json) { context.errors.note("dry run: nothing was removed") }
    return ExitCode.success
  }

  /// With `--json`, the document of the run.
  private static func report(
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
