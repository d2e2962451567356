import Foundation
import Located
import ModgenSupport

extension ModuleUpdater {
  /// Keeps a module that is a package target of its own (`gen --package-target`) in step with its
  /// template's tests: when the template now makes tests and the package has no `<Module>Tests` target
  /// from this module, the target is added; when the module is left with no test file (the template no
  /// longer makes them and you kept none you had edited), the test target it added is removed.
  /// `Package.swift` changes in the same all-or-nothing write as the files, and the new record says
  /// which targets the module has.
  func updatePackageTargets(
    _ update: ModuleUpdatePlan, rendered: GenerationPlan, record: ModuleRecord, newRecord: inout ModuleRecord,
    plan: inout GenerationPlan
  ) throws {
    guard let package = record.package else { return }
    let testTarget = record.module + "Tests"
    let recordedTests = Set(record.files.filter { $0.role == FileRole.test.rawValue }.map(\.path))
    let makesTests = rendered.files.contains { $0.role == .test }
    let keepsEditedTests = update.entries.contains { $0.update == .keptEdited && recordedTests.contains($0.path) }
    let hasTestTarget = package.targets.contains(testTarget)

    if makesTests && !hasTestTarget {
      // Planned as if every file of the new generation were new, so the planner finds the module's folders;
      // only the targets the manifest lacks are added.
      var generated = rendered
      generated.files = rendered.files.filter { $0.role != .record }.map { file in
        var file = file
        file.action = .create
        return file
      }
      guard
        let manifest = try PackageTargetPlanner.plan(
          generated, fileSystem: store.fileSystem, workingDirectory: workingDirectory)
      else { return }
      plan.files.append(manifest)
      let added = [record.module, testTarget].filter { !package.targets.contains($0) }
      newRecord.package = ModuleRecord.PackageEdit(file: package.file, targets: package.targets + added)
      return
    }
    guard hasTestTarget && !makesTests && !keepsEditedTests else { return }
    let url = store.url(for: package.file)
    guard case .file(let original) = store.fileSystem.probe(url) else {
      report(
        Diagnostic(
          "\(record.module): \(display(url)) is gone; its test target \(testTarget) was not removed", severity: .note))
      return
    }
    let removal = try PackageTargetPlanner.removal(
      of: [testTarget], from: original, at: url, display: display(url))
    newRecord.package?.targets.removeAll { $0 == testTarget }
    if let file = removal.file { plan.files.append(file) }
  }
}
