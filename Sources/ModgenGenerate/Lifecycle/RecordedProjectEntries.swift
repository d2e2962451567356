import Foundation
import Located
import ModgenSupport
import XcodeProject

/// Takes entries a module's record names out of its Xcode project, by their recorded ids: the
/// one removal `destroy` (every entry of the records) and `update` (the entries of the files the
/// template no longer makes) share. Each object goes with what refers to it (a file reference's
/// build files); objects already gone and objects that must stay become notes, not errors.
struct RecordedProjectEntries {
  /// What one removal from one project did.
  package struct Removal {
    /// The new `project.pbxproj` (nil when nothing changed): the planned one with new contents,
    /// or an update of the file on disk.
    package var file: PlannedFile?
    /// The ids removed (those asked for and the objects that went with them).
    package var removedIDs: [String] = []
    /// What stays that people should know of.
    package var notes: [String] = []
  }

  /// Where the records are (recorded project paths are relative to its root).
  package var store: ModuleRecordStore
  /// How paths are shown in messages.
  package var display: (URL) -> String

  /// A removal for the records in `store`.
  package init(store: ModuleRecordStore, display: @escaping (URL) -> String) {
    self.store = store
    self.display = display
  }

  /// The `project.pbxproj` of the recorded `.xcodeproj` folder `project`.
  package func projectFile(_ project: String) -> URL {
    store.url(for: project).appendingPathComponent("project.pbxproj", isDirectory: false)
  }

  /// Removes `ids` and `memberships` from the recorded project `project`, starting from `planned`
  /// (a planned update of its `project.pbxproj` in the same write) when given, else from the disk.
  /// A project file that is gone is a note.
  package func remove(
    _ ids: [String], memberships: [SynchronizedMembership] = [], from project: String, planned: PlannedFile? = nil
  ) throws -> Removal {
    let url = projectFile(project)
    guard let (original, current) = contents(of: url, planned: planned) else {
      return Removal(notes: ["\(display(url)) is gone; its entries for the module were not removed"])
    }
    let removal = try XcodeProjectFile(text: String(decoding: current, as: UTF8.self), file: display(url))
      .removeObjects(ids, memberships: memberships)
    var result = Removal(removedIDs: removal.removedIDs)
    if !removal.missing.isEmpty {
      result.notes.append(
        "\(removal.missing.count) recorded object(s) were no longer in \(display(url)) (removed in Xcode?)")
    }
    for kept in removal.kept {
      result.notes.append("\(kept.summary) stays in \(display(url)): \(kept.reason)")
    }
    let contents = Data(removal.text.utf8)
    guard contents != current else { return result }
    if var planned {
      planned.contents = contents
      result.file = planned
    } else {
      let folder = url.deletingLastPathComponent()
      result.file = PlannedFile(
        role: .code, root: folder.deletingLastPathComponent(),
        relativePath: folder.lastPathComponent + "/project.pbxproj", templateFile: "(Xcode project)",
        contents: contents, action: .update, existingContents: original)
    }
    return result
  }

  /// The objects of `edit` that are the file references of `paths` (relative to the record root)
  /// in the project as it is in `planned`, else on disk: each recorded file reference whose
  /// place in the project (see ``XcodeProjectFile/sourceRootPath(of:)``) is one of the files.
  package func fileReferences(of paths: [String], in edit: ModuleRecord.XcodeEdit, planned: PlannedFile? = nil)
    throws -> [String]
  {
    let url = projectFile(edit.file)
    guard !paths.isEmpty, let (_, current) = contents(of: url, planned: planned) else { return [] }
    let project = try XcodeProjectFile(text: String(decoding: current, as: UTF8.self), file: display(url))
    let sourceRoot = PathComponents.normalized(store.url(for: edit.file).deletingLastPathComponent().filePath)
    let wanted = Set(paths.map { PathComponents.normalized(store.url(for: $0).filePath) })
    return edit.objects.filter { id in
      guard project.objects[id]?.isa == "PBXFileReference", let path = project.sourceRootPath(of: id) else {
        return false
      }
      return wanted.contains(PathComponents.absolute(path, base: sourceRoot))
    }
  }

  /// The project file's bytes on disk and the bytes to start from (the planned ones when given);
  /// nil when the file is gone.
  private func contents(of url: URL, planned: PlannedFile?) -> (original: Data?, current: Data)? {
    if let planned { return (planned.existingContents, planned.contents) }
    guard case .file(let data) = store.fileSystem.probe(url) else { return nil }
    return (data, data)
  }
}
