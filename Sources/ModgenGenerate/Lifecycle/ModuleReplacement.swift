import Foundation
import Located
import ModgenSupport

/// `gen NAME TEMPLATE --force` over a module recorded with another template: the old module goes in the
/// same all-or-nothing write that makes the new one.
///
/// What goes is what `destroy --force` would take (the old template's files, its project entries, the
/// records of its children), less what the new module writes itself: the new files replace the old ones
/// at the same paths, and the new record replaces the old record. The new project entries are planned on
/// the project as the removal leaves it (``plannedProjectContents``), so no reference of the old module
/// stays and none is added twice.
package struct ModuleReplacement {
  /// The template the module was made with.
  package let previousTemplate: String
  /// What destroying the old module would do, forced (files edited since are removed too).
  package let removal: ModuleDestroyer.Removal
  private let recordFolder: String

  /// The replacement of `moduleName` by a module of `template`, or `nil` when no record names another template.
  package init?(
    replacing moduleName: String, with template: String, store: ModuleRecordStore, display: @escaping (URL) -> String
  ) throws {
    guard let previous = try store.load(moduleName, display: display), previous.template.name != template else {
      return nil
    }
    previousTemplate = previous.template.name
    removal = try ModuleDestroyer(store: store, display: display).plan([moduleName], force: true)
    recordFolder = store.folder.filePath
  }

  /// The project files (Xcode projects, `Package.swift`) the removal rewrites, by absolute path, as it leaves them:
  /// plan the new module's project entries on these.
  package var plannedProjectContents: [String: Data] {
    var contents: [String: Data] = [:]
    for file in removal.plan.files where file.action != .delete { contents[file.destinationPath] = file.contents }
    return contents
  }

  /// Adds the removal to `plan` (the new module's, planned on ``plannedProjectContents``): the old files the new
  /// module does not write, the old project entries (folded into the new module's project edit when it has one),
  /// and the folders left empty; `.modgen/` itself stays. Returns what to tell the user.
  package func merge(into plan: inout GenerationPlan) -> [String] {
    var onDisk: [String: Data?] = [:]
    for file in removal.plan.files where file.action != .delete { onDisk[file.destinationPath] = file.existingContents }
    let written = Set(plan.files.map(\.destinationPath))
    for index in plan.files.indices {
      // The new project edit was planned on the removal's result; the disk still holds the bytes before both.
      if let existing = onDisk[plan.files[index].destinationPath] {
        plan.files[index].existingContents = existing
        plan.files[index].action = .update
      }
    }
    for file in removal.plan.files where !written.contains(file.destinationPath) {
      let ownHousekeeping = file.role == .record && [".gitignore", ".gitattributes"].contains(file.relativePath)
      if !ownHousekeeping { plan.files.append(file) }
    }
    plan.removableDirectories += removal.plan.removableDirectories.filter {
      let path = $0.destination.filePath
      return path != recordFolder && !path.hasPrefix(recordFolder + "/")
    }
    var notes = removal.notes
    if !removal.modified.isEmpty {
      notes.append(
        "removed with the module made with '\(previousTemplate)' although edited since: "
          + removal.modified.joined(separator: ", "))
    }
    return notes
  }
}
