import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

/// `modgen update [Name...]`: renders each recorded module again with its recorded parameters and
/// merges the template's changes into the files, three ways, all or nothing.
enum UpdateCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "update",
    summary: "Bring generated modules up to date with their templates, keeping your edits.",
    discussion: """
      Renders each recorded module again with the parameters it was generated with (new parameters \
      take their defaults or --param) and merges per file, three ways: what was generated last time \
      (kept in .modgen/), the file now, and the new rendering. A file you did not edit takes the \
      template's change; a file the template did not change keeps yours; where both changed, the \
      changes are merged, and where they overlap the file gets conflict markers \
      (<<<<<<< yours, =======, >>>>>>> template), is listed, and the run exits 1. A file the template \
      no longer makes is removed when unedited and kept when edited; new template files are created \
      and added to the Xcode project. Everything is written in one all-or-nothing write, and the \
      record then describes the new generation.
      """,
    arguments: [names],
    options: [param, templates, dryRun, diff],
    examples: [
      "modgen update", "modgen update Passcode --dry-run --diff", "modgen update Login -p tests=swift-testing",
    ],
    run: run)

  /// `<Name>...`: the modules to update.
  static let names = ArgumentSpec(
    "Name", help: "The modules to update (default: every recorded module).", isOptional: true, isVariadic: true)
  /// `--param key=value`.
  static let param = OptionSpec(
    "param", short: "p", kind: .repeated(placeholder: "key=value"),
    help: "Set a template parameter, over the recorded value (repeatable).")
  /// `--templates`.
  static let templates = OptionSpec(
    "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
    completion: .directory)
  /// `--dry-run`.
  static let dryRun = OptionSpec("dry-run", short: "n", help: "Print what would change; write nothing.")
  /// `--diff`.
  static let diff = OptionSpec("diff", help: "Show a unified diff of every file the update changes.")

  static func run(_ context: CommandContext) throws -> Int32 {
    let parameters = context.arguments.values(Self.param)
    for raw in parameters where ParameterAssignment(raw) == nil {
      throw UsageError(ParameterAssignment.formProblem(raw), command: spec.name)
    }
    let store = context.recordStore()
    let lock = context.arguments.flag(Self.dryRun) ? nil : try store.lock()
    defer { lock?.release() }
    let names = try store.modules(named: context.arguments.values(Self.names), display: context.displayPath)
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    let updater = ModuleUpdater(
      store: store, catalog: catalog, configuration: configuration, workingDirectory: context.workingDirectory,
      paths: context.paths, date: context.now,
      fallbackAuthor: configuration?.configuration.author == nil ? context.gitUserNameFromFiles : nil,
      modgenVersion: ModgenCLI.version, display: context.displayPath, report: { context.errors.print($0) })
    let result = try updater.plan(names, parameters: parameters)
    guard let plan = result.plan else {
      context.errors.note("no module is recorded in \(context.displayPath(store.modulesFolder)); nothing to update")
      return ExitCode.success
    }
    let updates = result.updates
    report(updates, plan: plan, context)
    if !context.arguments.flag(Self.dryRun) {
      let outcome = InterruptDeferral.run {
        try SafeWriter(fileSystem: context.fileSystem).apply(plan, policy: .failOnConflict)
      }
      if case .failure(let error) = outcome.result {
        Diagnostic.of(error).forEach(context.errors.print)
        return ExitCode.failure
      }
      if let signal = outcome.signal { return 128 + signal }
    } else {
      context.errors.note("dry run: nothing was written")
    }
    let conflicts = updates.flatMap(\.conflicts)
    let deleted = updates.flatMap { $0.entries.filter { $0.update == .deletedByYou }.map(\.path) }
    for path in deleted {
      context.errors.warning("\(path) was deleted, and the template changed it since; it was not restored")
    }
    guard conflicts.isEmpty else {
      context.errors.error(
        "\(conflicts.count) file(s) have conflicts between your edits and the template's changes; "
          + "resolve the <<<<<<< yours / >>>>>>> template blocks in: " + conflicts.joined(separator: ", "))
      return ExitCode.failure
    }
    return ExitCode.success
  }

  /// One line per changed file (`update`, `conflict`, `create`, `remove`, `kept`), with diffs when asked.
  private static func report(_ updates: [ModuleUpdatePlan], plan: GenerationPlan, _ context: CommandContext) {
    let output = context.output
    var text = ""
    for update in updates {
      for entry in update.entries {
        let word: String
        switch entry.update {
        case .unchanged, .staysDeleted: continue
        case .merged: word = "update"
        case .conflict: word = "conflict"
        case .create: word = "create"
        case .remove: word = "remove"
        case .keptEdited: word = "kept"
        case .deletedByYou: word = "deleted"
        }
        text += ActionLine.format(word, entry.path, style: output.style) + "\n"
        if context.arguments.flag(Self.diff),
          let file = plan.files.first(where: { $0.destinationPath.hasSuffix("/" + entry.path) })
        {
          let old = String(decoding: file.existingContents ?? Data(), as: UTF8.self)
          let new = file.action == .delete ? "" : String(decoding: file.contents, as: UTF8.self)
          text += UnifiedDiff.make(old: old, new: new, oldLabel: "a/\(entry.path)", newLabel: "b/\(entry.path)")
        }
      }
    }
    // The project files edited in place (the Xcode project), which no entry names.
    let named = Set(updates.flatMap { $0.entries.map(\.path) })
    for file in plan.files where file.action == .update && file.role != .record {
      let path = context.displayPath(file.destination)
      guard !named.contains(where: { file.destinationPath.hasSuffix("/" + $0) }) else { continue }
      text += ActionLine.format("update", path, style: output.style) + "\n"
    }
    output.write(text)
  }
}
