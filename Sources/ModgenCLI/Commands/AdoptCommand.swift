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
    arguments: [GenCommand.moduleName, GenCommand.template],
    options: [
      GenCommand.output, GenCommand.testsOutput, GenCommand.param, GenCommand.templates, GenCommand.noTests,
      GenCommand.noInput, dryRun, force, json,
    ],
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
    for raw in arguments.values(GenCommand.param) where ParameterAssignment(raw) == nil {
      throw UsageError(ParameterAssignment.formProblem(raw), command: spec.name)
    }
    let isDryRun = arguments.flag(Self.dryRun)
    let name = arguments.argument(GenCommand.moduleName)
    let store = ModuleRecordStore(root: GenCommand.recordRoot(context), fileSystem: context.fileSystem)
    let lock = isDryRun ? nil : try store.lock()
    defer { lock?.release() }
    let previous = try store.load(name, display: context.displayPath)
    if previous != nil && !arguments.flag(Self.force) {
      throw Diagnostic(
        "'\(name)' is already recorded in \(context.displayPath(store.recordURL(for: name)))",
        notes: ["pass --force to adopt it again (its recorded project entries are kept)"])
    }
    let made: (GenerationPlan, PlannedProjectEdit?, CatalogTemplate, Bool)
    do {
      made = try GenCommand.makePlan(context)
    } catch let error as GenerationError {
      GenCommand.locatedOnCommandLine(error.diagnostics, context).forEach(context.errors.print)
      let onlyMissing = !error.missingParameters.isEmpty && error.missingParameters.count == error.diagnostics.count
      return onlyMissing ? ExitCode.usage : ExitCode.failure
    }
    let (plan, _, template, _) = made
    let comparisons = plan.files.filter { $0.role != .record && $0.action != .update }.map {
      compare($0, context)
    }
    let record = ModuleRecord(
      plan: plan, template: TemplateDigest.reference(to: template, root: store.root, version: plan.templateVersion),
      modgenVersion: ModgenCLI.version, store: store, xcode: nil, package: nil, previous: previous)
    var recordPlan = GenerationPlan(
      moduleName: plan.moduleName, templateName: plan.templateName, parameters: plan.parameters,
      files: store.plannedFiles(for: record, contents: ModuleRecord.generatedContents(of: plan, store: store)))
    recordPlan.children = plan.children
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
    let identical = comparisons.filter { $0.state == "identical" }.count
    let differs = comparisons.filter { $0.state == "differs" }.count
    let missing = comparisons.filter { $0.state == "missing" }.count
    if arguments.flag(Self.json) {
      let document = AdoptReport(
        module: name, template: plan.templateName, dryRun: isDryRun, written: written, ok: failures.isEmpty,
        files: comparisons.map { .init(path: $0.path, state: $0.state, added: $0.added, removed: $0.removed) },
        identical: identical, differs: differs, missing: missing, extraFiles: extra,
        records: entries.filter { !ModuleRecordStore.isGeneratedText($0.file) }.map {
          .init(path: context.displayPath($0.file.destination), action: $0.outcome.rawValue)
        }, errors: failures.map(DiagnosticReport.init))
      context.io.writeOutput(try JSONOutput.text(document))
      failures.forEach(context.errors.print)
      return failures.isEmpty ? ExitCode.success : ExitCode.failure
    }
    let style = context.output.style
    var text = ""
    for comparison in comparisons {
      let path =
        comparison.state == "differs"
        ? "\(comparison.path) (+\(comparison.added) -\(comparison.removed) lines)"
        : comparison.path
      text += ActionLine.format(comparison.state, path, style: style) + "\n"
    }
    for path in extra { text += ActionLine.format("extra", path, style: style) + "\n" }
    if failures.isEmpty {
      for entry in entries where !ModuleRecordStore.isGeneratedText(entry.file) {
        text +=
          ActionLine.format(entry.outcome.rawValue, context.displayPath(entry.file.destination), style: style)
          + "\n"
      }
      let verb = isDryRun ? "would adopt" : "adopted"
      text +=
        "\(verb) \(name): \(identical) of \(comparisons.count) files identical, \(differs) differs, \(missing) missing\n"
    }
    context.output.write(text)
    failures.forEach(context.errors.print)
    guard failures.isEmpty else { return ExitCode.failure }
    if !extra.isEmpty {
      context.errors.note(
        "\(extra.count) file(s) in the module's folders are not made by '\(plan.templateName)'; they are not recorded")
    }
    if isDryRun { context.errors.note("dry run: nothing was written") }
    return ExitCode.success
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
