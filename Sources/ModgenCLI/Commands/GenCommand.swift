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
    arguments: [moduleName, template],
    options: [
      output, testsOutput, param, templates, dryRun, diff, force, skipExisting, noTests, noInput, json,
      moduleDescription, verbose, strict, noProject, packageTarget, noRecord,
    ] + generambaOptions,
    exclusiveGroups: [[force, skipExisting]],
    examples: [
      "modgen gen Passcode viper",
      "modgen gen Settings mvvm -o App/Sources --tests-output App/Tests",
      "modgen gen Login vip -p tests=swift-testing --dry-run",
    ],
    run: run)

  /// `<Name>`: the module's name.
  static let moduleName = ArgumentSpec(
    "Name", help: "The module name, an UpperCamelCase Swift identifier (e.g. Passcode).")
  /// `<template>`: the template to render.
  static let template = ArgumentSpec(
    "template", help: "The template to use (see 'modgen list').", completion: .templates)

  /// `--output`: where module folders go.
  static let output = OptionSpec(
    "output", short: "o", kind: .value(placeholder: "dir"),
    help: "Where module folders go (default: modgen.json sources_path, else Sources).", completion: .directory)
  /// `--tests-output`: where test folders go.
  static let testsOutput = OptionSpec(
    "tests-output", kind: .value(placeholder: "dir"),
    help: "Where test folders go (default: modgen.json tests_path, else Tests).", completion: .directory)
  /// `--param key=value`, repeatable.
  static let param = OptionSpec(
    "param", short: "p", kind: .repeated(placeholder: "key=value"),
    help: "Set a template parameter (repeatable).", completion: .parameters(templateArgument: 1))
  /// `--templates`: a template folder searched first.
  static let templates = OptionSpec(
    "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
    completion: .directory)
  /// `--dry-run`.
  static let dryRun = OptionSpec("dry-run", short: "n", help: "Print what would be written; write nothing.")
  /// `--diff`.
  static let diff = OptionSpec("diff", help: "Show a unified diff for every conflicting file.")
  /// `--force`.
  static let force = OptionSpec("force", short: "f", help: "Overwrite files that differ.")
  /// `--skip-existing`.
  static let skipExisting = OptionSpec(
    "skip-existing", help: "Keep existing files that differ; write only new files.")
  /// `--no-tests`.
  static let noTests = OptionSpec("no-tests", help: "Do not generate the test files.")
  /// `--no-input`.
  static let noInput = OptionSpec("no-input", help: "Never ask questions; fail if a parameter is missing.")
  /// `--json`.
  static let json = OptionSpec("json", help: "Report the plan and result as JSON on standard output.")
  /// `--description`: `module_info.description`.
  static let moduleDescription = OptionSpec(
    "description", short: "d", kind: .value(placeholder: "text"),
    help: "The module's description (module_info.description).")
  /// `--verbose`.
  static let verbose = OptionSpec(
    "verbose", short: "v", help: "Say which modgen.json and which template folder were used.")
  /// `--strict`.
  static let strict = OptionSpec(
    "strict", help: "Generamba and lax templates: an undefined variable is an error, not a warning.")
  /// `--no-project`.
  static let noProject = OptionSpec("no-project", help: "Do not edit the Xcode project the configuration names.")
  /// `--package-target`.
  static let packageTarget = OptionSpec(
    "package-target",
    help:
      "Make the module a target of its own (and its tests a test target) in the Package.swift above it"
      + " (modgen.json: package_targets).")

  /// Generamba's own `gen` options, accepted as scripts spell them (`--module_path` or
  /// `--module-path`); they apply to Generamba templates (a `Rambafile` project).
  static let generambaOptions: [OptionSpec] = [
    author, modulePath, testPath, customParameters, projectTargets, projectFilePath, projectGroupPath, testTargets,
    testFilePath, testGroupPath,
  ]
  /// `--author`.
  static let author = OptionSpec(
    "author", kind: .value(placeholder: "name"), help: "Generamba: the author (developer.name).")
  /// `--module-path` (`--module_path`).
  static let modulePath = OptionSpec(
    "module-path", kind: .value(placeholder: "dir"), help: "Generamba: where the code files go (both paths).",
    completion: .directory)
  /// `--test-path`.
  static let testPath = OptionSpec(
    "test-path", kind: .value(placeholder: "dir"), help: "Generamba: where the test files go (both paths).",
    completion: .directory)
  /// `--custom-parameters a:1 b:2`.
  static let customParameters = OptionSpec(
    "custom-parameters", kind: .keyValueWords(placeholder: "key:value"),
    help: "Generamba: custom_parameters, as key:value words.")
  /// `--project-targets`.
  static let projectTargets = OptionSpec(
    "project-targets", kind: .value(placeholder: "a,b"), help: "Generamba: the code files' targets.")
  /// `--project-file-path`.
  static let projectFilePath = OptionSpec(
    "project-file-path", kind: .value(placeholder: "dir"), help: "Generamba: where the code files go.",
    completion: .directory)
  /// `--project-group-path`.
  static let projectGroupPath = OptionSpec(
    "project-group-path", kind: .value(placeholder: "group"), help: "Generamba: the code files' group.")
  /// `--test-targets`.
  static let testTargets = OptionSpec(
    "test-targets", kind: .value(placeholder: "a,b"), help: "Generamba: the test files' targets.")
  /// `--test-file-path`.
  static let testFilePath = OptionSpec(
    "test-file-path", kind: .value(placeholder: "dir"), help: "Generamba: where the test files go.",
    completion: .directory)
  /// `--test-group-path`.
  static let testGroupPath = OptionSpec(
    "test-group-path", kind: .value(placeholder: "group"), help: "Generamba: the test files' group.")

  static func run(_ context: CommandContext) throws -> Int32 {
    // Finding the configuration and planning look at each folder once; writing starts afresh.
    let disk = context.fileSystem
    var context = context
    context.fileSystem = CachingFileSystem(disk)
    context.configurationMemo = ConfigurationMemo()
    let arguments = context.arguments
    for raw in arguments.values(Self.param) where ParameterAssignment(raw) == nil {
      throw UsageError(ParameterAssignment.formProblem(raw), command: spec.name)
    }
    // One run at a time changes a project's modules: the lock is held from planning to the end of the write.
    let recording = !arguments.flag(Self.noRecord) && !arguments.flag(Self.dryRun)
    let store = ModuleRecordStore(root: recordRoot(context), fileSystem: context.fileSystem)
    let hasRecords = disk.itemKind(at: store.folder) != nil
    let lock = recording || (hasRecords && !arguments.flag(Self.dryRun)) ? try store.lock() : nil
    defer { lock?.release() }
    var plan: GenerationPlan
    do {
      let (made, project, template, ownTarget) = try makePlan(context)
      plan = made
      var edits = RecordedEdits()
      if ownTarget && (arguments.flag(Self.packageTarget) || !arguments.flag(Self.noProject)) {
        try addPackageTargets(to: &plan, context)
        edits.package = recordedPackageEdit(plan, store: store)
      } else if !arguments.flag(Self.noProject), let project = projectManifestEdit(made, project, context) {
        let update = try addProjectEdit(project, to: &plan, context)
        edits.xcode = recordedXcodeEdit(update, folder: project.folder, store: store)
      }
      if !arguments.flag(Self.noRecord) {
        try addRecord(to: &plan, template: template, edits: edits, store: store, context)
      }
    } catch let error as GenerationError {
      let diagnostics = locatedOnCommandLine(error.diagnostics, context)
      diagnostics.forEach(context.errors.print)
      if !error.missingParameters.isEmpty {
        let why = arguments.flag(Self.noInput) ? "--no-input was given" : "standard input is not a terminal"
        context.errors.note("modgen did not ask for missing values because \(why)")
      }
      try reportFailureAsJSON(diagnostics, context)
      // Only values missing from the command line: a usage error, like a missing argument.
      let onlyMissing = !error.missingParameters.isEmpty && error.missingParameters.count == error.diagnostics.count
      return onlyMissing ? ExitCode.usage : ExitCode.failure
    } catch {
      try reportFailureAsJSON(Diagnostic.of(error), context)
      throw error
    }

    let policy: ConflictPolicy =
      arguments.flag(Self.force) ? .force : arguments.flag(Self.skipExisting) ? .skipExisting : .failOnConflict
    var entries = SafeWriter.preview(plan, policy: policy)
    var failures: [Diagnostic] = []
    var written = false
    var interruption: Int32?
    let conflicts = entries.filter { $0.outcome == .conflict }.count
    if conflicts > 0 {
      failures = [SafeWriteError.conflictSummary(count: conflicts, showsDiff: arguments.flag(Self.diff))]
    } else if !arguments.flag(Self.dryRun) {
      let outcome = InterruptDeferral.run {
        try SafeWriter(fileSystem: CachingFileSystem(disk)).apply(plan, policy: policy)
      }
      switch outcome.result {
      case .success(let report):
        entries = report.entries
        written = report.changedAnything
      case .failure(let error):
        failures = Diagnostic.of(error)
      }
      interruption = outcome.signal
    }

    let extra = plan.extraFiles(planned: context.fileSystem, disk: disk)
    if arguments.flag(Self.json) {
      try reportAsJSON(plan, entries, written: written, failures: failures, extra: extra, context)
    } else if failures.isEmpty {
      reportAsLines(entries, context)
    } else if conflicts > 0 {
      // Nothing was written: print the conflicts (and identical files), not the writes that did not happen.
      reportAsLines(entries.filter { !ActionLine.writes($0.outcome.rawValue) }, context)
    }
    failures.forEach(context.errors.print)
    if !extra.isEmpty && !arguments.flag(Self.json) {
      for url in extra {
        context.output.line(ActionLine.format("extra", context.displayPath(url), style: context.output.style))
      }
      context.errors.note(
        "\(extra.count) file(s) in the module's folders are not generated by '\(plan.templateName)' (left as they are);"
          + " if the module moved to this template, remove them or the module may not compile")
    }
    if let interruption {
      let outcome = failures.isEmpty ? "finished" : "undone"
      context.errors.note("interrupted (signal \(interruption)) while writing; the write was \(outcome) first")
      return 128 + interruption
    }
    guard failures.isEmpty else { return ExitCode.failure }
    if arguments.flag(Self.dryRun) && !arguments.flag(Self.json) {
      context.errors.note("dry run: nothing was written")
    }
    return ExitCode.success
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
      module: context.arguments.argument(Self.moduleName), template: context.arguments.argument(Self.template),
      dryRun: context.arguments.flag(Self.dryRun), written: false, ok: false, parameters: [:], files: [],
      errors: errors.map(DiagnosticReport.init))
    context.io.writeOutput(try JSONOutput.text(report))
  }

  /// Asks for a missing parameter on standard error; `nil` at end of input gives up.
  static func asker(_ context: CommandContext) -> ParameterAsker {
    { prompt in
      let parameter = prompt.parameter
      if let previous = prompt.previousError { context.errors.error(previous) }
      var question = parameter.name
      if !parameter.description.isEmpty { question += ": \(parameter.description)" }
      switch parameter.kind {
      case .choice:
        // A numbered menu: type the number or the value.
        context.errors.line(question + ":")
        for (index, choice) in parameter.choices.enumerated() { context.errors.line("  \(index + 1)) \(choice)") }
        guard let answer = context.ask("choose 1-\(parameter.choices.count): ") else { return nil }
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed), parameter.choices.indices.contains(number - 1) {
          return parameter.choices[number - 1]
        }
        return trimmed
      case .bool:
        return context.ask(question + " [y/n]: ")
      case .string, .int:
        let kind = parameter.format == .moduleName ? "a module name" : parameter.kind == .int ? "an int" : "text"
        context.errors.line(question)
        return context.ask("  \(kind)\(example(parameter)): ")
      case .list:
        let kind = parameter.format == .moduleName ? "module names, comma-separated" : "comma-separated"
        context.errors.line(question)
        return context.ask("  \(kind)\(example(parameter)): ")
      }
    }
  }

  /// `, e.g. ProfileHeader,ProfileStats` from the manifest's `example`, or nothing.
  private static func example(_ parameter: TemplateParameter) -> String {
    parameter.example.map { ", e.g. \($0)" } ?? ""
  }

  /// The unified diff from the file on disk to the generated one.
  private static func diff(_ file: PlannedFile, _ context: CommandContext) -> String {
    let path = context.displayPath(absolutePath: file.destinationPath)
    let old = String(decoding: file.existingContents ?? Data(), as: UTF8.self)
    let new = String(decoding: file.contents, as: UTF8.self)
    return UnifiedDiff.make(old: old, new: new, oldLabel: "a/\(path)", newLabel: "b/\(path)")
  }
}
