import Foundation
import Located
import ModgenSupport

/// Plans taking a recorded module out of the project, undoing `gen`: its files (each with the
/// bytes it must still have when removed), the folders they leave empty, its project entries,
/// its record and stored generated texts, and `.modgen/` itself when nothing else is left in it.
/// The result is one ``GenerationPlan`` for ``SafeWriter``, so it happens all or nothing. Planning
/// reads the disk and writes nothing.
package struct ModuleDestroyer {
  /// What destroying modules would do.
  package struct Removal {
    /// The deletions and project updates, for one ``SafeWriter`` apply.
    package var plan: GenerationPlan
    /// The modules destroyed: those asked for, each followed by its recorded children.
    package var modules: [String]
    /// The recorded files edited since they were generated (relative to the record root); the run
    /// is refused unless forced.
    package var modified: [String] = []
    /// The recorded files already gone (nothing to remove).
    package var missing: [String] = []
    /// What stays that people should know of: project entries kept or not recorded.
    package var notes: [String] = []
    /// Whether `.modgen/` goes too (only the lock would be left in it).
    package var removesRecordFolder = false
    /// Whether nothing may be removed: files were edited since they were generated and the
    /// removal is not forced. The plan then holds the deletions of the module files only.
    package var isRefused = false
  }

  /// Where the records are.
  package var store: ModuleRecordStore
  /// How paths are shown in messages.
  package var display: (URL) -> String

  /// A destroyer of the modules recorded in `store`.
  package init(store: ModuleRecordStore, display: @escaping (URL) -> String) {
    self.store = store
    self.display = display
  }

  /// Plans destroying `names` (and their recorded children). An unknown name, a child named
  /// without its parent, or a record that cannot be read is an error; edited files are listed in
  /// ``Removal/modified`` and removed as they are now only with `force`.
  package func plan(_ names: [String], force: Bool) throws -> Removal {
    let records = try recordsToDestroy(names)
    var plan = GenerationPlan(
      moduleName: records.first?.module ?? "", templateName: records.first?.template.name ?? "", parameters: [],
      files: [])
    var result = Removal(plan: plan, modules: records.map(\.module))
    var seen: Set<String> = []
    var folders: [(root: URL, destination: URL)] = []
    for record in records {
      let owners = Set([record.module] + record.children)
      for file in record.files where seen.insert(file.path).inserted {
        let url = store.url(for: file.path)
        // The folders of a file already deleted go too when nothing else is left in them.
        for folder in moduleFolders(of: file.path, owners: owners)
        where !folders.contains(where: { $0.destination == folder.destination }) {
          folders.append(folder)
        }
        switch store.fileSystem.probe(url) {
        case .absent:
          result.missing.append(file.path)
          continue
        case .other:
          result.notes.append("\(display(url)) is not a file any more; left as it is")
          continue
        case .file(let data):
          if ModuleRecord.digest(of: data) != file.digest { result.modified.append(file.path) }
          plan.files.append(
            PlannedFile(
              role: file.role == "test" ? .test : .code, root: store.root, relativePath: file.path,
              templateFile: "(module record)", contents: Data(), action: .delete, existingContents: data))
        }
      }
    }
    if !result.modified.isEmpty && !force {
      result.plan = plan
      result.isRefused = true
      return result
    }
    plan.files += try projectUpdates(records, notes: &result.notes)
    let (recordFiles, recordFolders, removesFolder) = recordRemovals(records)
    plan.files += recordFiles
    plan.removableDirectories = folders + recordFolders
    result.removesRecordFolder = removesFolder
    result.plan = plan
    return result
  }

  /// The records of `names`, each followed by its recorded children, after checking that no name
  /// is unknown or a child whose parent is not destroyed with it.
  private func recordsToDestroy(_ names: [String]) throws -> [ModuleRecord] {
    let recorded = store.recordedModules()
    // Which recorded module generated each child (records that cannot be read are skipped here;
    // loading the ones destroyed reports them).
    var parents: [String: String] = [:]
    for module in recorded {
      guard let record = try? store.load(module, display: display) else { continue }
      for child in record.children where parents[child] == nil { parents[child] = module }
    }
    for name in names {
      if let parent = parents[name], !names.contains(parent) {
        throw Diagnostic(
          "'\(name)' was generated with '\(parent)' (its template makes both); destroy '\(parent)' to remove them",
          notes: ["modgen destroy \(parent)"])
      }
      guard recorded.contains(name) || parents[name] != nil else {
        throw Diagnostic(
          "no module '\(name)' is recorded in \(display(store.modulesFolder))"
            + Suggestion.didYouMean(name, in: recorded),
          notes: recorded.isEmpty
            ? ["'modgen gen' records each module it generates; 'modgen adopt' records one made before"] : [])
      }
    }
    var records: [ModuleRecord] = []
    for name in names where recorded.contains(name) && !records.contains(where: { $0.module == name }) {
      guard let record = try store.load(name, display: display) else { continue }
      records.append(record)
      for child in record.children where recorded.contains(child) && !records.contains(where: { $0.module == child }) {
        if let childRecord = try store.load(child, display: display) { records.append(childRecord) }
      }
    }
    return records
  }

  /// The folders of a module's file that the module made: from the first folder named after the
  /// module (or one of its children) down to the file's own folder, each with the folder above
  /// the module's folder (an output root, never removed) as its root. None when no folder of the
  /// path is named after the module.
  func moduleFolders(of path: String, owners: Set<String>) -> [(root: URL, destination: URL)] {
    let components = PathComponents.split(path)
    guard !path.hasPrefix("/"), components.count > 1,
      let start = components.dropLast().firstIndex(where: { owners.contains($0) })
    else { return [] }
    let rootPath = PathComponents.joinRelative(Array(components[..<start]))
    let root = rootPath.isEmpty ? store.root : store.url(for: rootPath)
    return (start..<(components.count - 1)).map { end in
      (
        root: root,
        destination: URL(
          fileURLWithPath: store.url(for: PathComponents.joinRelative(Array(components[...end]))).filePath,
          isDirectory: true)
      )
    }
  }
}
