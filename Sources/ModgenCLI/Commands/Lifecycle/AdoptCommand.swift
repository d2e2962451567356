import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

/// `modgen adopt <Name> <template>`: records a module made before (by Generamba, an older modgen
/// or by hand) as if `gen` had made it, so `status`, `destroy` and later updates know it. The
/// template is rendered as `gen` would; only the record and the rendered texts are written.
enum AdoptCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "adopt",
    summary: "Record a module made before, so modgen can track it.",
    discussion: """
      Renders the template as 'modgen gen' would (same parameters, modgen.json and output folders), \
      compares each rendered file with the one on disk, and writes only the module's record in \
      .modgen/, with the rendered texts: the module's files are not touched. Each file is reported \
      as identical, differs (with the lines added and removed on disk) or missing; files in the \
      module's folders that the template does not make are listed as extra and not recorded. The \
      differences count as your edits from then on ('modgen status' shows them as modified).

      No project entries are recorded for an adopted module: 'modgen destroy' then removes its files \
      and record and leaves the Xcode project and Package.swift as they are. A module already \
      recorded is refused unless --force is given.
      """,
    arguments: [GenerationOptions.moduleName, GenerationOptions.template],
    options: [dryRun, force, json],
    groups: [GenerationOptions.group],
    examples: [
      "modgen adopt Passcode viper",
      "modgen adopt Settings mvvm -o App/Sources -p tests=swift-testing",
      "modgen adopt Login vip --dry-run",
    ],
    run: run)

  /// `--dry-run`.
  static let dryRun = OptionSpec("dry-run", short: "n", help: "Compare and report; write no record.")
  /// `--force`.
  static let force = OptionSpec("force", short: "f", help: "Adopt a module that is already recorded again.")
  /// `--json`.
  static let json = OptionSpec("json", help: "Report the comparison as JSON on standard output.")

  /// How one rendered file compares with the disk.
  struct Comparison {
    /// The file, as the report shows it.
    var path: String
    /// `identical`, `differs` or `missing`.
    var state: String
    /// Lines on disk that the rendered file does not have.
    var added = 0
    /// Lines of the rendered file that are not on disk.
    var removed = 0
  }

  static func run(_ context: CommandContext) throws -> Int32 {
    let arguments = context.arguments
    let options = try GenerationOptions(arguments, command: spec)
    let isDryRun = arguments.flag(Self.dryRun)
    let name = options.moduleName
    let store = context.recordStore()
    let lock = isDryRun ? nil : try store.lock()
    defer { lock?.release() }
    let previous = try store.load(name, display: context.displayPath)
    if previous != nil && !arguments.flag(Self.force) {
      throw Diagnostic(
        "'\(name)' is already recorded in \(context.displayPath(store.recordURL(for: name)))",
        notes: ["pass --force to adopt it again (its recorded project entries are kept)"])
    }
    let module: ModulePlanner.PlannedModule
    do {
      module = try options.plan(with: try options.planner(context), context, checkProject: true)
    } catch let error as GenerationError {
      return options.reportFailure(error, context, explainMissing: false).status
    }
    let plan = module.plan
    let comparisons = plan.files.filter { $0.role != .record && $0.action != .update }.map {
      compare($0, context)
    }
    let recorder = ModuleRecorder(store: store, modgenVersion: ModgenCLI.version)
    let recordPlan = recorder.recordOnlyPlan(
      of: plan, template: module.template, previous: previous,
      edits: recorder.existingEdits(of: plan, in: module.projectEdit))
    var entries = SafeWriter.preview(recordPlan, policy: .failOnConflict)
    var failures: [Diagnostic] = []
    var written = false
    if !isDryRun {
      do {
        let report = try SafeWriter(fileSystem: context.fileSystem).apply(recordPlan, policy: .failOnConflict)
        entries = report.entries
        written = report.changedAnything
      } catch {
        failures = Diagnostic.of(error)
      }
    }
    let extra = plan.extraFiles(planned: context.fileSystem, disk: context.fileSystem).map(context.displayPath)
    let result = Result(
      module: name, template: plan.templateName, comparisons: comparisons, extra: extra,
      records: entries.filter { !ModuleRecordStore.isGeneratedText($0.file) }, written: written, failures: failures)
    if arguments.flag(Self.json) {
      try reportAsJSON(result, context)
    } else {
      reportAsLines(result, context)
    }
    failures.forEach(context.errors.print)
    guard failures.isEmpty else { return ExitCode.failure }
    if !extra.isEmpty && !arguments.flag(Self.json) {
      context.errors.note(
        "\(extra.count) file(s) in the module's folders are not made by '\(plan.templateName)'; they are not recorded")
    }
    if isDryRun && !arguments.flag(Self.json) { context.errors.note("dry run: nothing was written") }
    return ExitCode.success
  }

  /// What an adoption found and did.
  private struct Result {
    /// The module's name.
    var module: String
    /// The template's name.
    var template: String
    /// Each rendered file compared with the disk.
    var comparisons: [Comparison]
    /// Files in the module's folders that the template does not make, as shown.
    var extra: [String]
    /// The record's files and what was (or would be) done with them.
    var records: [(file: PlannedFile, outcome: WriteOutcome)]
    /// Whether anything on disk changed.
    var written: Bool
    /// Why the record could not be written.
    var failures: [Diagnostic]

    /// How many files have `state`.
    func count(_ state: String) -> Int { comparisons.filter { $0.state == state }.count }
  }

  /// The `--json` document of the run.
  private static func reportAsJSON(_ result: Result, _ context: CommandContext) throws {
    let document = AdoptReport(
      module: result.module, template: result.template, dryRun: context.arguments.flag(Self.dryRun),
      written: result.written, ok: result.failures.isEmpty,
      files: result.comparisons.map { .init(path: $0.path, state: $0.state, added: $0.added, removed: $0.removed) },
      identical: result.count("identical"), differs: result.count("differs"), missing: result.count("missing"),
      extraFiles: result.extra,
      records: result.records.map {
        .init(path: context.displayPath($0.file.destination), action: $0.outcome.rawValue)
      },
      errors: result.failures.map(DiagnosticReport.init))
    context.io.writeOutput(try JSONOutput.text(document))
  }

  /// One line per rendered file and per extra file, then (when the record could be written) one
  /// per record file and a summary.
  private static func reportAsLines(_ result: Result, _ context: CommandContext) {
    let style = context.output.style
    var text = ""
    for comparison in result.comparisons {
      let path =
        comparison.state == "differs"
        ? "\(comparison.path) (+\(comparison.added) -\(comparison.removed) lines)"
        : comparison.path
      text += ActionLine.format(comparison.state, path, style: style) + "\n"
    }
    for path in result.extra { text += ActionLine.format("extra", path, style: style) + "\n" }
    if result.failures.isEmpty {
      for entry in result.records {
        text +=
          ActionLine.format(entry.outcome.rawValue, context.displayPath(entry.file.destination), style: style)
          + "\n"
      }
      let verb = context.arguments.flag(Self.dryRun) ? "would adopt" : "adopted"
      text +=
        "\(verb) \(result.module): \(result.count("identical")) of \(result.comparisons.count) files identical, "
        + "\(result.count("differs")) differs, \(result.count("missing")) missing\n"
    }
    context.output.write(text)
  }

  /// How `file` (rendered) compares with what is on disk.
  private static func compare(_ file: PlannedFile, _ context: CommandContext) -> Comparison {
    let path = context.displayPath(file.destination)
    switch file.action {
    case .create: return Comparison(path: path, state: "missing")
    case .identical: return Comparison(path: path, state: "identical")
    default:
      let rendered = String(decoding: file.contents, as: UTF8.self)
      let onDisk = String(decoding: file.existingContents ?? Data(), as: UTF8.self)
      var comparison = Comparison(path: path, state: "differs")
      let lines = UnifiedDiff.make(old: rendered, new: onDisk, oldLabel: "a", newLabel: "b")
        .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      for line in lines {
        if line.hasPrefix("+") { comparison.added += 1 }
        if line.hasPrefix("-") { comparison.removed += 1 }
      }
      return comparison
    }
  }
}
