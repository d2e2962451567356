import Foundation
import ModgenSupport
import XcodeProject

extension ModuleRecorder {
  /// The project entries an adopted module already has, for its record: in the Xcode project the
  /// run would edit (`edit`), the file references that resolve to the module's files and the
  /// groups in the module's folders that hold nothing else, so that `destroy` takes them out with the files. Nil when
  /// there is no such project or it holds none of them.
  package func existingEdits(of plan: GenerationPlan, in edit: PlannedProjectEdit?) -> Edits {
    guard let folder = edit?.folder else { return Edits() }
    let pbxproj = folder.appendingPathComponent("project.pbxproj", isDirectory: false)
    guard let text = try? store.fileSystem.readText(at: pbxproj),
      let project = try? XcodeProjectFile(text: text, file: pbxproj.lastPathComponent)
    else { return Edits() }
    let base = PathComponents.normalized(folder.deletingLastPathComponent().filePath)
    let files = plan.files.filter { $0.role != .record && $0.action != .update }
    func relative(_ url: URL) -> String? {
      PathComponents.relative(PathComponents.normalized(url.filePath), to: base)
    }
    // The module's folders: the first folder of each file below its output root.
    var folders: [String] = []
    for file in files {
      guard let first = file.relativePath.split(separator: "/").dropLast().first,
        let folder = relative(file.root.appendingPathComponent(String(first), isDirectory: true)),
        !folders.contains(folder)
      else { continue }
      folders.append(folder)
    }
    let ids = project.objects(standingFor: files.compactMap { relative($0.destination) }, folders: folders)
    guard !ids.isEmpty else { return Edits() }
    return Edits(xcode: ModuleRecord.XcodeEdit(file: store.relativePath(of: folder), objects: ids, memberships: []))
  }
}
