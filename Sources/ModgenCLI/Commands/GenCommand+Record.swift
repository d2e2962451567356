import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec
import XcodeProject

extension GenCommand {
  /// `--no-record`.
  static let noRecord = OptionSpec(
    "no-record", help: "Do not write the module's record in .modgen/ (what 'modgen status' reads).")

  /// The folder records live below: the Rambafile's folder in a Generamba project, else the
  /// folder of the modgen.json in use, else the working directory.
  static func recordRoot(_ context: CommandContext) -> URL {
    let rambafile = PathComponents.child("Rambafile", of: context.workingDirectory.filePath)
    if context.fileSystem.isFile(atPath: rambafile) { return context.workingDirectory }
    return ((try? context.loadConfiguration()) ?? nil)?.directory ?? context.workingDirectory
  }

  /// What the project edits of one run added, for the record.
  struct RecordedEdits {
    /// The Xcode project and the objects and memberships added to it.
    var xcode: ModuleRecord.XcodeEdit?
    /// The package manifest and the targets added to it.
    var package: ModuleRecord.PackageEdit?
  }

  /// The Xcode part of a record from a planned project edit.
  static func recordedXcodeEdit(_ update: ProjectUpdatePlanner.Update?, folder: URL, store: ModuleRecordStore)
    -> ModuleRecord.XcodeEdit?
  {
    guard let update, !update.addedIDs.isEmpty || !update.included.isEmpty else { return nil }
    return ModuleRecord.XcodeEdit(
      file: store.relativePath(of: folder), objects: update.addedIDs,
      memberships: update.included)
  }

  /// The package part of a record: the targets `--package-target` added to the planned manifest.
  static func recordedPackageEdit(_ plan: GenerationPlan, store: ModuleRecordStore) -> ModuleRecord.PackageEdit? {
    guard
      let manifest = plan.files.first(where: {
        $0.action == .update && $0.templateFile == PackageTargetPlanner.manifestTemplateFile
      })
    else { return nil }
    var targets = [plan.moduleName]
    if plan.files.contains(where: { $0.role == .test }) { targets.append(plan.moduleName + "Tests") }
    return ModuleRecord.PackageEdit(file: store.relativePath(of: manifest.destination), targets: targets)
  }

  /// Adds the module's record (and the generated text it refers to) to the plan, so it is written
  /// in the same all-or-nothing write as the module. A record of the module that cannot be read
  /// stops the run at its location.
  static func addRecord(
    to plan: inout GenerationPlan, template: CatalogTemplate, edits: RecordedEdits, store: ModuleRecordStore,
    _ context: CommandContext
  ) throws {
    let previous = try store.load(plan.moduleName, display: context.displayPath)
    let record = ModuleRecord(
      plan: plan, template: TemplateDigest.reference(to: template, root: store.root, version: plan.templateVersion),
      modgenVersion: ModgenCLI.version, store: store, xcode: edits.xcode, package: edits.package, previous: previous)
    plan.files += store.plannedFiles(
      for: record, contents: ModuleRecord.generatedContents(of: plan, store: store))
  }
}
