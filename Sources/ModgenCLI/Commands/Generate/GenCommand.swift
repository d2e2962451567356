import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

/// `modgen gen <Name> <template>`: renders a template into a new module, writing all of it or
/// nothing, with one Rails-style line per file.
enum GenCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "gen",
    summary: "Generate a module from a template.",
    discussion: """
      Renders every file of the template in memory first, then writes them all or nothing. Module \
      files go to <output>/<Name>/, tests to <tests-output>/<Name>/. Each file is reported as create, \
      identical, conflict, overwrite or skip. Any conflict (an existing file that differs) fails the \
      run and writes nothing unless --force or --skip-existing is given.

      Parameters come from --param, then modgen.json, then the template's defaults. Missing required \
      values are asked for when standard input is a terminal; with --no-input or without a terminal \
      the run fails and lists them.

      The module's record goes to .modgen/modules/<Name>.json in the same write (see 'modgen status'); \
      --no-record leaves it out.
      """,
    arguments: [GenerationOptions.moduleName, GenerationOptions.template],
    options: [dryRun, diff, force, skipExisting, json, noProject, noRecord],
    groups: [GenerationOptions.group],
    exclusiveGroups: [[force, skipExisting]],
    examples: [
      "modgen gen Passcode viper",
      "modgen gen Settings mvvm -o App/Sources --tests-output App/Tests",
      "modgen gen Login vip -p tests=swift-testing --dry-run",
    ],
    run: run)

  /// `--dry-run`.
  static let dryRun = OptionSpec("dry-run", short: "n", help: "Print what would be written; write nothing.")
  /// `--diff`.
  static let diff = OptionSpec("diff", help: "Show a unified diff for every conflicting file.")
  /// `--force`.
  static let force = OptionSpec("force", short: "f", help: "Overwrite files that differ.")
  /// `--skip-existing`.
  static let skipExisting = OptionSpec(
    "skip-existing", help: "Keep existing files that differ; write only new files.")
  /// `--json`.
  static let json = OptionSpec("json", help: "Report the plan and result as JSON on standard output.")
  /// `--no-project`.
  static let noProject = OptionSpec("no-project", help: "Do not edit the Xcode project the configuration names.")
  /// `--no-record`.
  static let noRecord = OptionSpec(
    "no-record", help: "Do not write the module's record in .modgen/ (what 'modgen status' reads).")

  /// What became of a plan: each file's outcome, and what went wrong.
  private struct Outcome {
    /// Each file and what was (or would be) done with it.
    var entries: [(file: PlannedFile, outcome: WriteOutcome)]
    /// Conflicts, or why the write failed.
    var failures: [Diagnostic] = []
    /// How many files conflict (nothing is written then).
    var conflicts = 0
    /// Whether anything on disk changed.
    var written = false
    /// The signal that interrupted the write, if one did.
    var interruption: Int32?
  }
  static func run(_ context: CommandContext) throws -> Int32 {
    // Finding the configuration and planning look at each folder once; writing starts afresh.
    let disk = context.fileSystem
    var context = context
    context.fileSystem = CachingFileSystem(disk)
    context.configurationMemo = ConfigurationMemo()
    let arguments = context.arguments
    let options = try GenerationOptions(arguments, command: spec)
    // One run at a time changes a project's modules: the lock is held from planning to the end of the write.
    let recording = !arguments.flag(Self.noRecord) && !arguments.flag(Self.dryRun)
    let store = context.recordStore()
    let hasRecords = disk.itemKind(at: store.folder) != nil
    let lock = recording || (hasRecords && !arguments.flag(Self.dryRun)) ? try store.lock() : nil
    defer { lock?.release() }
    let plan: GenerationPlan
    do {
      plan = try makePlan(options, store: store, context)
    } catch let error as GenerationError {
      let (diagnostics, status) = options.reportFailure(error, context, explainMissing: true)
      try reportFailureAsJSON(diagnostics, context)
      return status
    } catch {
      try reportFailureAsJSON(Diagnostic.of(error), context)
      throw error
    }
    let outcome = write(plan, disk: disk, context)
    let extra = plan.extraFiles(planned: context.fileSystem, disk: disk)
    try report(plan, outcome, extra: extra, context)
    if let interruption = outcome.interruption {
      let result = outcome.failures.isEmpty ? "finished" : "undone"
      context.errors.note("interrupted (signal \(interruption)) while writing; the write was \(result) first")
      return 128 + interruption
    }
    guard outcome.failures.isEmpty else { return ExitCode.failure }
    if !arguments.flag(Self.json) { warnAboutRequirements(context) }
    if arguments.flag(Self.dryRun) && !arguments.flag(Self.json) {
      context.errors.note("dry run: nothing was written")
    }
    return ExitCode.success
  }

  /// Plans the module, its project entries and (unless `--no-record`) its record, in one plan.
  private static func makePlan(_ options: GenerationOptions, store: ModuleRecordStore, _ context: CommandContext)
    throws -> GenerationPlan
  {
    let arguments = context.arguments
    var planner = try options.planner(context)
    var module = try options.plan(with: planner, context, checkProject: !arguments.flag(Self.noProject))
    let recorder = ModuleRecorder(store: store, modgenVersion: ModgenCLI.version)
    // With --force, a module made with another template is replaced in the same write; without, refused.
    var replacement: ModuleReplacement?
    if arguments.flag(Self.force) {
      replacement = try ModuleReplacement(
        replacing: module.plan.moduleName, with: module.template.name, store: store, display: context.displayPath)
      if let replacement {
        planner.fileSystem = PlannedContentsFileSystem(planner.fileSystem, contents: replacement.plannedProjectContents)
      }
    } else {
      try recorder.requireSameTemplate(
        module.plan.moduleName, template: module.template.name, display: context.displayPath)
    }
    let edits = try planner.addProjectEntries(
      to: &module, packageTarget: options.packageTarget, editProject: !arguments.flag(Self.noProject),
      recorder: recorder)
    if !arguments.flag(Self.noRecord) {
      try recorder.addRecord(to: &module.plan, template: module.template, edits: edits, display: context.displayPath)
    }
    if let replacement {
      context.errors.note(
        "\(module.plan.moduleName) was generated with '\(replacement.previousTemplate)': --force replaces it with"
          + " '\(module.template.name)' (its files that '\(module.template.name)' does not write and its project"
          + " entries go)")
      replacement.merge(into: &module.plan).forEach { context.errors.note($0) }
    }
    return module.plan
  }

  /// Writes `plan` all or nothing (unless it conflicts, or with `--dry-run`), holding off an
  /// interrupt until the write is finished or undone.
  private static func write(_ plan: GenerationPlan, disk: any FileSystem, _ context: CommandContext) -> Outcome {
    let arguments = context.arguments
    let policy: ConflictPolicy =
      arguments.flag(Self.force) ? .force : arguments.flag(Self.skipExisting) ? .skipExisting : .failOnConflict
    var result = Outcome(entries: SafeWriter.preview(plan, policy: policy))
    result.conflicts = result.entries.filter { $0.outcome == .conflict }.count
    if result.conflicts > 0 {
      result.failures = [SafeWriteError.conflictSummary(count: result.conflicts, showsDiff: arguments.flag(Self.diff))]
    } else if !arguments.flag(Self.dryRun) {
      let outcome = InterruptDeferral.run {
        try SafeWriter(fileSystem: CachingFileSystem(disk)).apply(plan, policy: policy)
      }
      switch outcome.result {
      case .success(let report):
        result.entries = report.entries
        result.written = report.changedAnything
      case .failure(let error):
        result.failures = Diagnostic.of(error)
      }
      result.interruption = outcome.signal
    }
    return result
  }

  /// Reports the run: the JSON document with `--json`, else one line per file (only the conflicts
  /// and identical files when there were conflicts), then the failures and the files in the
  /// module's folders that the template does not make.
  private static func report(_ plan: GenerationPlan, _ outcome: Outcome, extra: [URL], _ context: CommandContext)
    throws
  {
    let json = context.arguments.flag(Self.json)
    if json {
      try reportAsJSON(
        plan, outcome.entries, written: outcome.written, failures: outcome.failures, extra: extra, context)
    } else if outcome.failures.isEmpty {
      reportAsLines(outcome.entries, context)
    } else if outcome.conflicts > 0 {
      // Nothing was written: print the conflicts (and identical files), not the writes that did not happen.
      reportAsLines(outcome.entries.filter { !ActionLine.writes($0.outcome.rawValue) }, context)
    }
    outcome.failures.forEach(context.errors.print)
    guard !extra.isEmpty && !json else { return }
    for url in extra {
      context.output.line(ActionLine.format("extra", context.displayPath(url), style: context.output.style))
    }
    context.errors.note(
      "\(extra.count) file(s) in the module's folders are not generated by '\(plan.templateName)' (left as they are);"
        + " if the module moved to this template, remove them or the module may not compile")
  }

  /// One Rails-style line per file on standard output, each conflict followed by its diff with `--diff`.
  private static func reportAsLines(_ entries: [(file: PlannedFile, outcome: WriteOutcome)], _ context: CommandContext)
  {
    let output = context.output
    var text = ""  // one write for the whole list
    for entry in entries where !ModuleRecordStore.isGeneratedText(entry.file) {
      let path = context.displayPath(absolutePath: entry.file.destinationPath)
      text += ActionLine.format(entry.outcome.rawValue, path, style: output.style) + "\n"
      if context.arguments.flag(Self.diff) && entry.file.action == .conflict { text += diff(entry.file, context) }
      if entry.file.action == .update && (context.arguments.flag(Self.diff) || context.arguments.flag(Self.dryRun)) {
        text += diff(entry.file, context)
      }
    }
    output.write(text)
  }

  /// The `--json` document of a plan and what became of it.
  private static func reportAsJSON(
    _ plan: GenerationPlan, _ entries: [(file: PlannedFile, outcome: WriteOutcome)], written: Bool,
    failures: [Diagnostic], extra: [URL], _ context: CommandContext
  ) throws {
    let diffs = context.arguments.flag(Self.diff)
    let files = entries.map { entry in
      GenReport.File(
        path: context.displayPath(absolutePath: entry.file.destinationPath), role: GenReport.role(of: entry.file),
        action: entry.outcome.rawValue, bytes: entry.file.contents.count,
        diff: diffs && entry.file.action == .conflict ? diff(entry.file, context) : nil)
    }
    let report = GenReport(
      module: plan.moduleName, template: plan.templateName, dryRun: context.arguments.flag(Self.dryRun),
      written: written, ok: failures.isEmpty,
      parameters: Dictionary(plan.parameters.map { ($0.name, $0.value) }) { $1 }, files: files,
      errors: failures.map(DiagnosticReport.init), extraFiles: extra.map(context.displayPath))
    context.io.writeOutput(try JSONOutput.text(report))
  }

  /// With `--json`, a document saying the run failed before there was a plan.
  private static func reportFailureAsJSON(_ errors: [Diagnostic], _ context: CommandContext) throws {
    guard context.arguments.flag(Self.json) else { return }
    let report = GenReport(
      module: context.arguments.argument(GenerationOptions.moduleName),
      template: context.arguments.argument(GenerationOptions.template),
      dryRun: context.arguments.flag(Self.dryRun), written: false, ok: false, parameters: [:], files: [],
      errors: errors.map(DiagnosticReport.init))
    context.io.writeOutput(try JSONOutput.text(report))
  }

  /// The unified diff from the file on disk to the generated one.
  private static func diff(_ file: PlannedFile, _ context: CommandContext) -> String {
    let path = context.displayPath(absolutePath: file.destinationPath)
    let old = String(decoding: file.existingContents ?? Data(), as: UTF8.self)
    let new = String(decoding: file.contents, as: UTF8.self)
    return UnifiedDiff.make(old: old, new: new, oldLabel: "a/\(path)", newLabel: "b/\(path)")
  }
}
