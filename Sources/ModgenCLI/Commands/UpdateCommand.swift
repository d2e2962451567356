import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec
import XcodeProject

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
    for raw in context.arguments.values(Self.param) where ParameterAssignment(raw) == nil {
      throw UsageError(ParameterAssignment.formProblem(raw), command: spec.name)
    }
    let store = ModuleRecordStore(root: GenCommand.recordRoot(context), fileSystem: context.fileSystem)
    let lock = context.arguments.flag(Self.dryRun) ? nil : try store.lock()
    defer { lock?.release() }
    let names = try store.modules(named: context.arguments.values(Self.names), display: context.displayPath)
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))

    var plan: GenerationPlan?
    var updates: [ModuleUpdatePlan] = []
    for name in names {
      guard let record = try store.load(name, display: context.displayPath) else { continue }
      let update = try self.update(record, catalog: catalog, configuration: configuration, store: store, context)
      updates.append(update.update)
      if var combined = plan {
        combined.files += update.plan.files
        combined.removableDirectories += update.plan.removableDirectories
        plan = combined
      } else {
        plan = update.plan
      }
    }
    guard let plan else {
      context.errors.note("no module is recorded in \(context.displayPath(store.modulesFolder)); nothing to update")
      return ExitCode.success
    }
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

  /// Renders `record`'s module with its recorded parameters (over them, `--param`) and plans the
  /// update, its project edits and its new record.
  private static func update(
    _ record: ModuleRecord, catalog: TemplateCatalog, configuration: LocatedConfiguration?, store: ModuleRecordStore,
    _ context: CommandContext
  ) throws -> (update: ModuleUpdatePlan, plan: GenerationPlan) {
    let template = try catalog.template(named: record.template.name)
    var parameters = record.parameters.keys.sorted().map { "\($0)=\(text(of: record.parameters[$0]!))" }
    let given = context.arguments.values(Self.param)
    let givenKeys = Set(given.compactMap { ParameterAssignment($0)?.key })
    parameters = parameters.filter { !givenKeys.contains(String($0.prefix { $0 != "=" })) } + given
    // Parameters the template no longer declares are dropped, with a note.
    let declared = Set((try template.loadManifest()).parameters.map(\.name))
    for key in record.parameters.keys.sorted() where !declared.contains(key) && !givenKeys.contains(key) {
      context.errors.note("\(record.module): the template no longer has the parameter '\(key)'; its value is dropped")
      parameters.removeAll { $0.hasPrefix(key + "=") }
    }
    let roots = outputRoots(of: record, store: store)
    var request = GenerationRequest(
      moduleName: record.module, template: template, workingDirectory: context.workingDirectory,
      configuration: configuration, paths: context.paths, output: roots.code, testsOutput: roots.tests,
      parameters: parameters, includeTests: !record.testsLeftOut,
      ask: nil, fallbackAuthor: configuration?.configuration.author == nil ? context.gitUserNameFromFiles : nil,
      date: context.now)
    if record.package != nil { request.productModuleName = record.module }
    request.templateLookup = { name in try? catalog.template(named: name) }
    let rendered = try Generator(fileSystem: context.fileSystem).plan(request)
    let update: ModuleUpdatePlan
    do {
      update = try ModuleUpdatePlan(
        rendered: rendered, record: record, store: store, date: context.now, display: context.displayPath)
    } catch {
      throw GenerationError(diagnostics: [error])
    }
    var plan = update.plan
    var edits = GenCommand.RecordedEdits()
    // The files the module keeps or gains go into the project; the removed ones leave it below.
    var kept = plan
    kept.files.removeAll { $0.action == .delete }
    if let project = try PlannedProjectEdit.forConfiguration(
      configuration, plan: kept, paths: context.paths, workingDirectory: context.workingDirectory)
    {
      let added = try GenCommand.addProjectEdit(project, to: &plan, context)
      edits.xcode = GenCommand.recordedXcodeEdit(added, folder: project.folder, store: store)
    }
    var newRecord = ModuleRecord(
      plan: rendered,
      template: TemplateDigest.reference(to: template, root: store.root, version: rendered.templateVersion),
      modgenVersion: ModgenCLI.version, store: store, xcode: edits.xcode, package: nil, previous: record)
    try removeProjectEntries(of: update.removed, record: record, newRecord: &newRecord, plan: &plan, store: store)
    try updatePackageTargets(
      update, rendered: rendered, record: record, newRecord: &newRecord, plan: &plan, store: store, context)
    plan.files += store.plannedFiles(
      for: newRecord, contents: ModuleRecord.generatedContents(of: rendered, store: store))
    return (update, plan)
  }

  /// Takes the Xcode project entries of `removed` files out of the project (the planned project file,
  /// or the one on disk), and out of the new record.
  private static func removeProjectEntries(
    of removed: [String], record: ModuleRecord, newRecord: inout ModuleRecord, plan: inout GenerationPlan,
    store: ModuleRecordStore
  ) throws {
    guard !removed.isEmpty, let xcode = record.xcode else { return }
    let url = store.url(for: xcode.file).appendingPathComponent("project.pbxproj", isDirectory: false)
    let index = plan.files.firstIndex { $0.destination == url && $0.action == .update }
    let original = try store.fileSystem.readData(at: url)
    let current = index.map { plan.files[$0].contents } ?? original
    let text = String(decoding: current, as: UTF8.self)
    let project = try XcodeProjectFile(text: text, file: xcode.file)
    let names = Set(removed.map { String($0.split(separator: "/").last ?? "") })
    let references = xcode.objects.filter { id in
      guard let object = project.objects[id], object.isa == "PBXFileReference" else { return false }
      return names.contains(object["path"].map { String($0.split(separator: "/").last ?? "") } ?? "")
    }
    guard !references.isEmpty else { return }
    // With the build files that compile them.
    let buildFiles = xcode.objects.filter { id in
      guard let object = project.objects[id], object.isa == "PBXBuildFile", let reference = object["fileRef"] else {
        return false
      }
      return references.contains(reference)
    }
    let removal = try project.removeObjects(references + buildFiles, memberships: [])
    let data = Data(removal.text.utf8)
    if let index {
      plan.files[index].contents = data
    } else {
      plan.files.append(
        PlannedFile(
          role: .code, root: url.deletingLastPathComponent(), relativePath: "project.pbxproj",
          templateFile: "(project.pbxproj)", contents: data, action: .update, existingContents: original))
    }
    newRecord.xcode?.objects.removeAll { removal.removedIDs.contains($0) }
  }

  /// The folders the module's code and tests were generated into (`Sources` of
  /// `Sources/Passcode/…`), from the recorded files' paths; nil (the project's defaults) when a
  /// role has no file in a folder named after the module.
  private static func outputRoots(of record: ModuleRecord, store: ModuleRecordStore) -> (code: String?, tests: String?)
  {
    func root(_ role: FileRole) -> String? {
      for file in record.files where file.role == role.rawValue {
        let parts = file.path.split(separator: "/").map(String.init)
        guard let index = parts.firstIndex(of: record.module) else { continue }
        return store.url(for: parts[..<index].joined(separator: "/")).filePath
      }
      return nil
    }
    return (root(.code), root(.test))
  }

  /// A recorded value as `--param` text.
  private static func text(of value: ParameterValue) -> String {
    switch value {
    case .string(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .list(let items): return items.joined(separator: ",")
    }
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
