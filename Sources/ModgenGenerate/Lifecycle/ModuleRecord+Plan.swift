import Foundation
import ModgenSupport

extension ModuleRecord {
  /// The record of `plan`'s module: its generated files (not the project files it edits) with
  /// the digests of their generated text, its parameters and the project edits. Edits recorded
  /// by `previous` (an earlier generation of the same module) are kept, so generating again,
  /// which finds the project entries already there, records the same.
  package init(
    plan: GenerationPlan, template: Template, modgenVersion: String, store: ModuleRecordStore, xcode: XcodeEdit?,
    package: PackageEdit?, previous: ModuleRecord?
  ) {
    let generated = plan.files.filter { $0.role != .record && $0.action != .update }
    self.init(
      module: plan.moduleName, template: template, modgenVersion: modgenVersion,
      parameters: Dictionary(plan.parameters.map { ($0.name, $0.value) }) { $1 },
      files: generated.map { file in
        File(
          path: store.relativePath(of: file.destination), role: file.role.rawValue,
          digest: ModuleRecord.digest(of: file.contents))
      },
      xcode: Self.merged(previous?.xcode, xcode), package: Self.merged(previous?.package, package),
      children: plan.children)
    testsLeftOut = !plan.includesTests
  }

  /// The generated text of each of `plan`'s generated files, by path relative to `store`'s root.
  package static func generatedContents(of plan: GenerationPlan, store: ModuleRecordStore) -> [String: Data] {
    var contents: [String: Data] = [:]
    for file in plan.files where file.role != .record && file.action != .update {
      contents[store.relativePath(of: file.destination)] = file.contents
    }
    return contents
  }

  private static func merged(_ old: XcodeEdit?, _ new: XcodeEdit?) -> XcodeEdit? {
    guard let old, old.file == new?.file || new == nil else { return new }
    guard let new else { return old }
    var result = old
    result.objects += new.objects.filter { !old.objects.contains($0) }
    for membership in new.memberships {
      if let index = result.memberships.firstIndex(where: {
        $0.folder == membership.folder && $0.target == membership.target
      }) {
        result.memberships[index].paths += membership.paths.filter { !result.memberships[index].paths.contains($0) }
      } else {
        result.memberships.append(membership)
      }
    }
    return result
  }

  private static func merged(_ old: PackageEdit?, _ new: PackageEdit?) -> PackageEdit? {
    guard let old, old.file == new?.file || new == nil else { return new }
    guard let new else { return old }
    var result = old
    result.targets += new.targets.filter { !old.targets.contains($0) }
    return result
  }
}
