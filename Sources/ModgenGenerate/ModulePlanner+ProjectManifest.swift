import Foundation
import ModgenSupport
import TemplateSpec

extension ModulePlanner {
  /// In an XcodeGen or Tuist project (a `project.yml` or `Project.swift` beside modgen.json),
  /// the `.xcodeproj` is generated, so it is never edited: says in one note when each new folder
  /// is already in a target's sources, else prints the lines to add to the manifest. Returns the
  /// project edit to make (none in such a project).
  func projectManifestEdit(_ plan: GenerationPlan, _ edit: PlannedProjectEdit?) -> PlannedProjectEdit? {
    let base = configuration?.directory ?? workingDirectory
    guard let manifest = ProjectSourcesManifest.find(in: base, fileSystem: fileSystem) else { return edit }
    let name = manifest.file.lastPathComponent
    if let problem = manifest.problem {
      note("\(name) could not be read (\(problem.message)); add the module's folders to it by hand")
      return nil
    }
    var covered: [String] = []
    var missing: [(folder: String, target: String?)] = []
    for test in [false, true] {
      let directories = plan.files.filter { ($0.role == .test) == test }.map {
        PathComponents.parent(of: PathComponents.normalized($0.destination.filePath))
      }
      guard var common = directories.first else { continue }
      for directory in directories.dropFirst() {
        while PathComponents.relative(directory, to: common) == nil { common = PathComponents.parent(of: common) }
      }
      guard let folder = PathComponents.relative(common, to: PathComponents.normalized(base.filePath)) else {
        continue
      }
      if let target = manifest.target(covering: folder, test: test) {
        covered.append("\(folder) (\(target.name))")
      } else {
        missing.append((folder, manifest.likelyTarget(test: test)?.name))
      }
    }
    if missing.isEmpty {
      note(
        "\(name) already includes \(covered.joined(separator: " and ")); run '\(manifest.generateCommand)' "
          + "to see the files in Xcode")
      return nil
    }
    for entry in missing {
      let under = entry.target.map { "the sources of target \($0)" } ?? "a target's sources"
      note(
        "\(name) has no target whose sources hold \(entry.folder); add under \(under):\n"
          + manifest.linesToAdd(folder: entry.folder).map { "    " + $0 }.joined(separator: "\n"))
    }
    note("then run '\(manifest.generateCommand)'; the generated .xcodeproj is not edited")
    return nil
  }
}
