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

  /// What became of the removal: each file's outcome, and what went wrong.
  private struct Outcome {
    /// Each file and what was (or would be) done with it.
    var entries: [(file: PlannedFile, outcome: WriteOutcome)]
    /// Why the write failed.
    var failures: [Diagnostic] = []
    /// Whether anything on disk changed.
    var written = false
    /// The signal that interrupted the write, if one did.
    var interruption: Int32?
  }

  /// Plans taking the named modules out, then removes them all or nothing (unless `--dry-run`), and
  /// reports each file.
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
    if result.isRefused {
      try reportRefusal(result, context)
      return ExitCode.failure
    }
    let outcome =
      isDryRun
      ? Outcome(entries: SafeWriter.preview(result.plan, policy: .failOnConflict)) : write(result, lock: lock, context)
    if arguments.flag(Self.json) {
      try report(
        result.modules, outcome.entries, result: result, written: outcome.written, failures: outcome.failures, context)
    } else {
      if outcome.failures.isEmpty { reportAsLines(outcome.entries, context) }
      result.notes.forEach { context.errors.note($0) }
    }
    outcome.failures.forEach(context.errors.print)
    if let interruption = outcome.interruption {
      let state = outcome.failures.isEmpty ? "finished" : "undone"
      context.errors.note("interrupted (signal \(interruption)) while removing; the write was \(state) first")
      return 128 + interruption
    }
    guard outcome.failures.isEmpty else { return ExitCode.failure }
    if isDryRun && !arguments.flag(Self.json) { context.errors.note("dry run: nothing was removed") }
    return ExitCode.success
  }

  /// Removes what `result` plans, all or nothing, holding off an interrupt until the write is
  /// finished or undone; `.modgen/` goes with the lock when the removal empties it.
  private static func write(_ result: ModuleDestroyer.Removal, lock: ProjectLock?, _ context: CommandContext)
    -> Outcome
  {
    var written = Outcome(entries: SafeWriter.preview(result.plan, policy: .failOnConflict))
    let outcome = InterruptDeferral.run {
      try SafeWriter(fileSystem: context.fileSystem).apply(result.plan, policy: .failOnConflict)
    }
    switch outcome.result {
    case .success(let writeReport):
      written.entries = writeReport.entries
      written.written = writeReport.changedAnything
      if result.removesRecordFolder { lock?.removesFolderWhenEmpty = true }
    case .failure(let error):
      written.failures = Diagnostic.of(error)
    }
    written.interruption = outcome.signal
    return written
  }
}
