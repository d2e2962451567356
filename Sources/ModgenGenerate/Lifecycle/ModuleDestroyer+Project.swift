import Foundation
import Located
import ModgenSupport

extension ModuleDestroyer {
  /// The project files to update: each Xcode project without the objects and memberships the
  /// records name (through ``RecordedProjectEntries``, which `update` uses too), each `Package.swift` without the recorded targets (one update per file, for
  /// all the records). A project file that is gone, entries no longer there and entries that must
  /// stay are noted, not refused.
  func projectUpdates(_ records: [ModuleRecord], notes: inout [String]) throws -> [PlannedFile] {
    var files: [PlannedFile] = []
    var xcodeOrder: [String] = []
    var xcode: [String: (ids: [String], memberships: [ModuleRecord.Membership])] = [:]
    var packageOrder: [String] = []
    var package: [String: [String]] = [:]
    // Said only where there is a project to have entries in.
    let hasProject = ((try? store.fileSystem.contentsOfDirectory(at: store.root)) ?? []).contains {
      $0.hasSuffix(".xcodeproj") || $0 == "Package.swift"
    }
    for record in records {
      if let edit = record.xcode {
        if xcode[edit.file] == nil { xcodeOrder.append(edit.file) }
        xcode[edit.file, default: ([], [])].ids += edit.objects
        xcode[edit.file, default: ([], [])].memberships += edit.memberships
      }
      if let edit = record.package {
        if package[edit.file] == nil { packageOrder.append(edit.file) }
        package[edit.file, default: []] += edit.targets
      }
      if record.xcode == nil && record.package == nil && hasProject {
        notes.append(
          "no project entries are recorded for '\(record.module)'; any in an Xcode project or Package.swift stay")
      }
    }
    let entries = RecordedProjectEntries(store: store, display: display)
    for project in xcodeOrder {
      guard let (ids, memberships) = xcode[project] else { continue }
      let removal = try entries.remove(ids, memberships: memberships, from: project)
      notes += removal.notes
      if let file = removal.file { files.append(file) }
    }
    for manifest in packageOrder {
      guard let targets = package[manifest] else { continue }
      let url = store.url(for: manifest)
      guard case .file(let original) = store.fileSystem.probe(url) else {
        notes.append("\(display(url)) is gone; the module's targets were not removed from it")
        continue
      }
      let removal = try PackageTargetPlanner.removal(of: targets, from: original, at: url, display: display(url))
      if !removal.missing.isEmpty {
        notes.append("\(display(url)) has no target \(removal.missing.joined(separator: ", ")) any more")
      }
      if let file = removal.file { files.append(file) }
    }
    return files
  }

  /// The records and generated texts of `records` to delete, and, when no other module is
  /// recorded and `.modgen/` holds nothing else, the ignore and attributes files `gen` wrote and
  /// the folders, so the tree is as before the first `gen`.
  func recordRemovals(_ records: [ModuleRecord]) -> (
    files: [PlannedFile], folders: [(root: URL, destination: URL)], removesFolder: Bool
  ) {
    var files: [PlannedFile] = []
    var removedNames: Set<String> = []
    for record in records {
      for (url, relative) in [
        (store.recordURL(for: record.module), "modules/\(record.module).json"),
        (store.generatedURL(for: record.module), "generated/\(record.module).json"),
      ] {
        guard case .file(let data) = store.fileSystem.probe(url) else { continue }
        files.append(deletion(relative, data))
        removedNames.insert(url.lastPathComponent)
      }
    }
    let fileSystem = store.fileSystem
    let left = Set(store.recordedModules()).subtracting(records.map(\.module))
    guard left.isEmpty else { return (files, [], false) }
    let folders: [(root: URL, destination: URL)] = [
      (store.folder, store.modulesFolder), (store.folder, store.generatedFolder), (store.root, store.folder),
    ]
    // Only what gen writes may be left for `.modgen/` to go.
    let inModules = (try? fileSystem.contentsOfDirectory(at: store.modulesFolder)) ?? []
    let inGenerated = (try? fileSystem.contentsOfDirectory(at: store.generatedFolder)) ?? []
    let inFolder = (try? fileSystem.contentsOfDirectory(at: store.folder)) ?? []
    let own: [String: String] = [
      ".gitignore": ModuleRecordStore.gitignoreText, ".gitattributes": ModuleRecordStore.gitattributesText,
    ]
    let onlyOwn =
      inModules.allSatisfy(removedNames.contains) && inGenerated.allSatisfy(removedNames.contains)
      && inFolder.allSatisfy { name in
        if ["modules", "generated", "lock"].contains(name) { return true }
        guard let text = own[name] else { return false }
        let url = store.folder.appendingPathComponent(name, isDirectory: false)
        return (try? fileSystem.readData(at: url)) == Data(text.utf8)
      }
    guard onlyOwn else { return (files, Array(folders.prefix(2)), false) }
    for name in inFolder.sorted() where own[name] != nil {
      files.append(deletion(name, Data(own[name]!.utf8)))
    }
    return (files, folders, true)
  }

  /// Deleting `relativePath` below `.modgen/`, which must still hold `data`.
  private func deletion(_ relativePath: String, _ data: Data) -> PlannedFile {
    PlannedFile(
      role: .record, root: store.folder, relativePath: relativePath, templateFile: "(module record)",
      contents: Data(), action: .delete, existingContents: data)
  }
}
