import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// Plans `update`: renders each recorded module again with the parameters its record holds (over
/// them, the ones given now), merges the new rendering into the files three ways
/// (``ModuleUpdatePlan``), keeps the module's Xcode project entries and package targets in step
/// with the files it keeps, gains and loses, and plans its new record: one ``GenerationPlan`` for
/// every module, for one all-or-nothing ``SafeWriter`` apply. Planning reads the disk and writes
/// nothing.
package struct ModuleUpdater {
  /// What updating some modules would do.
  package struct Result {
    /// Each module's update, in the order planned.
    package var updates: [ModuleUpdatePlan] = []
    /// Every module's files, project edits and records; nil when no module was updated.
    package var plan: GenerationPlan?
  }

  /// Where the records are (and the file system everything is read from).
  package var store: ModuleRecordStore
  /// The templates the records name.
  package var catalog: TemplateCatalog
  /// The project's modgen.json, if any.
  package var configuration: LocatedConfiguration?
  /// Where relative paths start.
  package var workingDirectory: URL
  /// The path rule of the run.
  package var paths: PathResolver
  /// The moment of the run (`date`, `year`).
  package var date: Date
  /// The author when modgen.json names none (git's `user.name`).
  package var fallbackAuthor: String?
  /// The modgen version the new records name.
  package var modgenVersion: String
  /// How paths are shown in messages.
  package var display: (URL) -> String
  /// Receives the notes and warnings of planning, in order.
  package var report: (Diagnostic) -> Void

  /// An updater of the modules recorded in `store`, rendering with the templates of `catalog`.
  package init(
    store: ModuleRecordStore, catalog: TemplateCatalog, configuration: LocatedConfiguration?, workingDirectory: URL,
    paths: PathResolver, date: Date, fallbackAuthor: String?, modgenVersion: String,
    display: @escaping (URL) -> String, report: @escaping (Diagnostic) -> Void
  ) {
    self.store = store
    self.catalog = catalog
    self.configuration = configuration
    self.workingDirectory = workingDirectory
    self.paths = paths
    self.date = date
    self.fallbackAuthor = fallbackAuthor
    self.modgenVersion = modgenVersion
    self.display = display
    self.report = report
  }

  /// Plans updating the recorded modules `names` (records that are gone are skipped), with the
  /// `--param` values `parameters` over the recorded ones; their plans are joined into one.
  package func plan(_ names: [String], parameters: [String] = []) throws -> Result {
    var result = Result()
    for name in names {
      guard let record = try store.load(name, display: display) else { continue }
      let (update, plan) = try self.plan(record, parameters: parameters)
      result.updates.append(update)
      if var combined = result.plan {
        combined.files += plan.files
        combined.removableDirectories += plan.removableDirectories
        result.plan = combined
      } else {
        result.plan = plan
      }
    }
    return result
  }

  /// Renders `record`'s module with its recorded parameters (over them, `parameters`) and plans the
  /// update, its project edits and its new record.
  package func plan(_ record: ModuleRecord, parameters: [String] = []) throws -> (
    update: ModuleUpdatePlan, plan: GenerationPlan
  ) {
    let template = try catalog.template(named: record.template.name)
    let rendered = try render(record, template: template, parameters: parameters)
    let update: ModuleUpdatePlan
    do {
      update = try ModuleUpdatePlan(rendered: rendered, record: record, store: store, date: date, display: display)
    } catch {
      throw GenerationError(diagnostics: [error])
    }
    var plan = update.plan
    let recorder = ModuleRecorder(store: store, modgenVersion: modgenVersion)
    var edits = ModuleRecorder.Edits()
    // The files the module keeps or gains go into the project; the removed ones leave it below.
    var kept = plan
    kept.files.removeAll { $0.action == .delete }
    if let project = try PlannedProjectEdit.forConfiguration(
      configuration, plan: kept, paths: paths, workingDirectory: workingDirectory)
    {
      let (added, diagnostics) = try project.add(to: &plan, fileSystem: store.fileSystem, display: display)
      diagnostics.forEach(report)
      edits.xcode = recorder.xcodeEdit(added, folder: project.folder)
    }
    var newRecord = recorder.record(of: rendered, template: template, edits: edits, previous: record)
    try removeProjectEntries(of: update.removed, record: record, newRecord: &newRecord, plan: &plan)
    try updatePackageTargets(update, rendered: rendered, record: record, newRecord: &newRecord, plan: &plan)
    plan.files += recorder.files(of: newRecord, rendered: rendered)
    return (update, plan)
  }

  /// The module rendered again in the folders it was generated into, with the recorded parameters
  /// the template still declares (a dropped one is noted) under `parameters`.
  private func render(_ record: ModuleRecord, template: CatalogTemplate, parameters: [String]) throws
    -> GenerationPlan
  {
    let givenKeys = Set(parameters.compactMap { ParameterAssignment($0)?.key })
    let declared = Set((try template.loadManifest()).parameters.map(\.name))
    var recorded = record.parameters.filter { !givenKeys.contains($0.key) }
    for key in recorded.keys.sorted() where !declared.contains(key) {
      report(
        Diagnostic(
          "\(record.module): the template no longer has the parameter '\(key)'; its value is dropped",
          severity: .note))
      recorded[key] = nil
    }
    let roots = outputRoots(of: record)
    var request = GenerationRequest(
      moduleName: record.module, template: template, workingDirectory: workingDirectory,
      configuration: configuration, paths: paths, output: roots.code, testsOutput: roots.tests,
      parameters: parameters, includeTests: !record.testsLeftOut, ask: nil,
      fallbackAuthor: configuration?.configuration.author == nil ? fallbackAuthor : nil, date: date)
    request.recordedParameters = recorded
    if record.package != nil { request.productModuleName = record.module }
    let catalog = self.catalog
    request.templateLookup = { name in try? catalog.template(named: name) }
    return try Generator(fileSystem: store.fileSystem).plan(request)
  }

  /// Takes the Xcode project entries of the `removed` files out of the project (the planned
  /// project file, or the one on disk) and out of the new record, as `destroy` does.
  private func removeProjectEntries(
    of removed: [String], record: ModuleRecord, newRecord: inout ModuleRecord, plan: inout GenerationPlan
  ) throws {
    guard !removed.isEmpty, let xcode = record.xcode else { return }
    let entries = RecordedProjectEntries(store: store, display: display)
    let url = entries.projectFile(xcode.file)
    let index = plan.files.firstIndex { $0.destination == url && $0.action == .update }
    let planned = index.map { plan.files[$0] }
    let references = try entries.fileReferences(of: removed, in: xcode, planned: planned)
    guard !references.isEmpty else { return }
    let removal = try entries.remove(references, from: xcode.file, planned: planned)
    removal.notes.forEach { report(Diagnostic($0, severity: .note)) }
    if let file = removal.file {
      if let index { plan.files[index] = file } else { plan.files.append(file) }
    }
    newRecord.xcode?.objects.removeAll { removal.removedIDs.contains($0) }
  }

  /// The folders the module's code and tests were generated into (`Sources` of
  /// `Sources/Passcode/…`), from the recorded files' paths; nil (the project's defaults) when a
  /// role has no file in a folder named after the module.
  func outputRoots(of record: ModuleRecord) -> (code: String?, tests: String?) {
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
}
