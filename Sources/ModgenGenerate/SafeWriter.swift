import Foundation
import ModgenSupport

/// Applies a ``GenerationPlan`` all or nothing.
///
/// New files are created in place with an exclusive create (it fails when anything appeared at
/// the destination since planning). Contents that replace an existing file are first written
/// into a staging folder on the same volume (inside the deepest existing folder common to all
/// destinations), then moved into place after the original has been moved aside into the staging
/// folder, which is removed last. Files to delete are moved aside into the staging folder too
/// (checked to still hold the bytes planned), then the listed folders that are left empty are
/// removed, deepest first. If any step fails (or a file appears meanwhile: nothing is ever
/// replaced unplanned), every step done so far is undone in reverse order, so the tree is exactly
/// as before.
package struct SafeWriter: Sendable {
  /// Where the plan is written, staged and, on failure, undone.
  package var fileSystem: any FileSystem

  /// A writer that applies plans through `fileSystem`.
  package init(fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
  }

  /// What applying `plan` under `policy` would do to each file, without touching the disk.
  package static func preview(_ plan: GenerationPlan, policy: ConflictPolicy) -> [(
    file: PlannedFile, outcome: WriteOutcome
  )] {
    plan.files.map { file in
      switch (file.action, policy) {
      case (.create, _): return (file, .create)
      case (.identical, _): return (file, .identical)
      case (.conflict, .failOnConflict): return (file, .conflict)
      case (.conflict, .force): return (file, .overwrite)
      case (.conflict, .skipExisting): return (file, .skip)
      case (.update, _): return (file, .update)
      case (.delete, _): return (file, .remove)
      }
    }
  }

  /// Writes the plan. Throws ``SafeWriteError`` (having written nothing, or having undone
  /// everything) on conflicts, on changes made since planning, or on a failed operation.
  @discardableResult
  package func apply(_ plan: GenerationPlan, policy: ConflictPolicy) throws(SafeWriteError) -> WriteReport {
    let entries = Self.preview(plan, policy: policy)
    let conflicts = entries.filter { $0.outcome == .conflict }.map(\.file)
    if !conflicts.isEmpty { throw SafeWriteError(.conflicts(conflicts)) }

    try verifyUnchanged(entries)
    let writes = entries.filter { $0.outcome == .create || $0.outcome == .overwrite || $0.outcome == .update }
    let removals = entries.filter { $0.outcome == .remove }.map(\.file)
    var resolver = PathSafety.Resolver(fileSystem: fileSystem)
    let resolved = writes.map { resolver.resolvePath($0.file.destinationPath, root: $0.file.root) }
    var escaping = zip(writes, resolved).filter { !$1.inside }.map(\.0.file.destinationPath)
    let folders = plan.directories.filter { fileSystem.itemKind(at: $0.destination) == nil }
    let resolvedFolders = folders.map { resolver.resolvePath($0.destination.filePath, root: $0.root) }
    escaping += zip(folders, resolvedFolders).filter { !$1.inside }.map(\.0.destination.filePath)
    // A file to remove is removed itself, even when it is a link: only its folder is resolved.
    let resolvedRemovals = removals.map { resolveKeepingName($0.destinationPath, root: $0.root, &resolver) }
    escaping += zip(removals, resolvedRemovals).filter { !$1.inside }.map(\.0.destinationPath)
    let emptied = plan.removableDirectories.filter { fileSystem.itemKind(at: $0.destination) == .directory }
    let resolvedEmptied = emptied.map { resolveKeepingName($0.destination.filePath, root: $0.root, &resolver) }
    escaping += zip(emptied, resolvedEmptied).filter { !$1.inside }.map(\.0.destination.filePath)
    if !escaping.isEmpty { throw SafeWriteError(.outsideRoot(escaping)) }
    if writes.isEmpty && folders.isEmpty && removals.isEmpty && emptied.isEmpty { return WriteReport(entries: entries) }

    var transaction = WriteTransaction(fileSystem: fileSystem)
    do {
      try transaction.run(
        zip(writes, resolved).map {
          (file: $0.file, destination: $1.path, overwrite: $0.outcome == .overwrite || $0.outcome == .update)
        },
        directories: resolvedFolders.map(\.path),
        removals: zip(removals, resolvedRemovals).map {
          (destination: $1.path, expected: $0.existingContents ?? Data())
        },
        removableDirectories: resolvedEmptied.map(\.path))
    } catch {
      let failures = transaction.rollBack()
      throw SafeWriteError(
        .operationFailed(step: error.step, path: error.path, underlying: error.underlying), restoreFailures: failures)
    }
    return WriteReport(entries: entries)
  }

  /// Checks that every destination is still as planned (absent, or with the planned bytes).
  private func verifyUnchanged(_ entries: [(file: PlannedFile, outcome: WriteOutcome)]) throws(SafeWriteError) {
    var changed: [String] = []
    for (file, outcome) in entries where outcome != .skip {
      switch (file.action, fileSystem.probe(atPath: file.destinationPath)) {
      case (.create, .absent): break
      case (.identical, .file(let data)), (.conflict, .file(let data)), (.update, .file(let data)),
        (.delete, .file(let data)):
        if data != file.existingContents { changed.append(file.destinationPath) }
      default: changed.append(file.destinationPath)
      }
    }
    if !changed.isEmpty { throw SafeWriteError(.changedMeanwhile(changed)) }
  }

  /// `path` with its folder's links resolved and its last component kept, and whether it is
  /// `root` or lies below it.
  private func resolveKeepingName(
    _ path: String, root: URL, _ resolver: inout PathSafety.Resolver
  ) -> (path: String, inside: Bool) {
    let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
    let folder = resolver.resolvePath(PathComponents.parent(of: path), root: root).path
    let resolved = folder.hasSuffix("/") ? folder + name : folder + "/" + name
    let resolvedRoot = fileSystem.resolvingSymbolicLinks(inPath: root.filePath)
    let inside = resolvedRoot == "/" || resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/")
    return (resolved, inside && !name.isEmpty && name != "." && name != "..")
  }
}

/// What to do with files that exist with different bytes.
package enum ConflictPolicy: String, Sendable, Hashable, Codable {
  /// Any conflict fails the whole run; nothing is written (the default).
  case failOnConflict
  /// Overwrite conflicting files (`--force`).
  case force
  /// Keep the existing files, write the rest (`--skip-existing`).
  case skipExisting
}

/// What happened (or, for a dry run, would happen) to one planned file.
package enum WriteOutcome: String, Sendable, Hashable, Codable {
  /// Written where nothing was.
  case create
  /// Already there with the same bytes; untouched.
  case identical
  /// Exists and differs; the run fails (only in previews under ``ConflictPolicy/failOnConflict``).
  case conflict
  /// Replaced an existing, different file.
  case overwrite
  /// Existing, different file kept.
  case skip
  /// A file modgen edits in place (the Xcode project) was updated.
  case update
  /// A file was removed (with ``PlannedAction/delete``).
  case remove
}

/// The result of applying a plan.
package struct WriteReport: Sendable {
  /// Each planned file with what happened to it, in the plan's order.
  package var entries: [(file: PlannedFile, outcome: WriteOutcome)]
  /// Whether anything on disk changed.
  package var changedAnything: Bool {
    entries.contains {
      $0.outcome == .create || $0.outcome == .overwrite || $0.outcome == .update || $0.outcome == .remove
    }
  }
}
