import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// Makes a module's record for the run that generated (or adopted, or updated) it: which folder
/// records live below, the project entries a plan added, and the record's files (the record and
/// the generated texts it refers to), planned to be written in the same all-or-nothing write as
/// the module.
package struct ModuleRecorder: Sendable {
  /// What the project edits of one run added, for the record.
  package struct Edits: Sendable {
    /// The Xcode project and the objects and memberships added to it.
    package var xcode: ModuleRecord.XcodeEdit?
    /// The package manifest and the targets added to it.
    package var package: ModuleRecord.PackageEdit?

    /// The edits of a run; none by default.
    package init(xcode: ModuleRecord.XcodeEdit? = nil, package: ModuleRecord.PackageEdit? = nil) {
      self.xcode = xcode
      self.package = package
    }
  }

  /// Where the records are.
  package var store: ModuleRecordStore
  /// The modgen version the records name.
  package var modgenVersion: String

  /// A recorder writing into `store`, naming `modgenVersion`.
  package init(store: ModuleRecordStore, modgenVersion: String) {
    self.store = store
    self.modgenVersion = modgenVersion
  }

  /// The folder records live below: the working directory in a Generamba project (a `Rambafile`
  /// there), else the folder of the modgen.json in use (`configuration`, asked only then), else the
  /// working directory.
  package static func recordRoot(
    workingDirectory: URL, fileSystem: any FileSystem, configuration: () -> LocatedConfiguration?
  ) -> URL {
    let rambafile = PathComponents.child("Rambafile", of: workingDirectory.filePath)
    if fileSystem.isFile(atPath: rambafile) { return workingDirectory }
    return configuration()?.directory ?? workingDirectory
  }

  /// The Xcode part of a record from a planned project edit of the project at `folder`; nil when
  /// the edit added nothing.
  package func xcodeEdit(_ update: ProjectUpdatePlanner.Update?, folder: URL) -> ModuleRecord.XcodeEdit? {
    guard let update, !update.addedIDs.isEmpty || !update.included.isEmpty else { return nil }
    return ModuleRecord.XcodeEdit(
      file: store.relativePath(of: folder), objects: update.addedIDs, memberships: update.included)
  }

  /// The package part of a record: the targets `--package-target` added to the planned manifest
  /// (the module's, and its tests' when the plan has tests); nil when the plan updates no manifest.
  package func packageEdit(of plan: GenerationPlan) -> ModuleRecord.PackageEdit? {
    guard
      let manifest = plan.files.first(where: {
        $0.action == .update && $0.templateFile == PackageTargetPlanner.manifestTemplateFile
      })
    else { return nil }
    var targets = [plan.moduleName]
    if plan.files.contains(where: { $0.role == .test }) { targets.append(plan.moduleName + "Tests") }
    return ModuleRecord.PackageEdit(file: store.relativePath(of: manifest.destination), targets: targets)
  }

  /// The record of `plan`, rendered from `template`, with the project `edits` it made; `previous`
  /// (the module's record before this run) keeps what a new generation does not know.
  package func record(
    of plan: GenerationPlan, template: CatalogTemplate, edits: Edits, previous: ModuleRecord?
  ) -> ModuleRecord {
    ModuleRecord(
      plan: plan, template: TemplateDigest.reference(to: template, root: store.root, version: plan.templateVersion),
      modgenVersion: modgenVersion, store: store, xcode: edits.xcode, package: edits.package, previous: previous)
  }

  /// The files that write `record`: the record itself and the generated texts of `rendered` it
  /// refers to (the merge base of a later `update`).
  package func files(of record: ModuleRecord, rendered: GenerationPlan) -> [PlannedFile] {
    store.plannedFiles(for: record, contents: ModuleRecord.generatedContents(of: rendered, store: store))
  }

  /// Adds the module's record (and the generated texts it refers to) to `plan`, so it is written
  /// in the same all-or-nothing write as the module. A record of the module that cannot be read
  /// stops the run at its location (`display` shows its path).
  package func addRecord(
    to plan: inout GenerationPlan, template: CatalogTemplate, edits: Edits, display: (URL) -> String
  ) throws {
    let previous = try store.load(plan.moduleName, display: display)
    plan.files += files(of: record(of: plan, template: template, edits: edits, previous: previous), rendered: plan)
  }

  /// A plan that writes only the record of `plan` (what `adopt` writes: the module's files stay as
  /// they are), with the project entries `edits` found (see ``existingEdits(of:in:)``); `previous` is the module's record before, if any.
  package func recordOnlyPlan(
    of plan: GenerationPlan, template: CatalogTemplate, previous: ModuleRecord?, edits: Edits = Edits()
  ) -> GenerationPlan {
    let record = record(of: plan, template: template, edits: edits, previous: previous)
    var recordPlan = GenerationPlan(
      moduleName: plan.moduleName, templateName: plan.templateName, parameters: plan.parameters,
      files: files(of: record, rendered: plan))
    recordPlan.children = plan.children
    return recordPlan
  }
}
