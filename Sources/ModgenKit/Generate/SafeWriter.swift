import Foundation

/// What to do with files that exist with different bytes.
public enum ConflictPolicy: String, Sendable, Hashable, Codable {
  /// Any conflict fails the whole run; nothing is written (the default).
  case failOnConflict
  /// Overwrite conflicting files (`--force`).
  case force
  /// Keep the existing files, write the rest (`--skip-existing`).
  case skipExisting
}

/// What happened (or, for a dry run, would happen) to one planned file.
public enum WriteOutcome: String, Sendable, Hashable, Codable {
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
}

/// The result of applying a plan.
public struct WriteReport: Sendable {
  /// Each planned file with what happened to it, in the plan's order.
  public var entries: [(file: PlannedFile, outcome: WriteOutcome)]
  /// Whether anything on disk changed.
  public var changedAnything: Bool { entries.contains { $0.outcome == .create || $0.outcome == .overwrite } }
}

/// Why a plan was not applied. In every case the files below the output roots are as they were
/// before ``SafeWriter/apply(_:policy:)`` started (when ``restoreFailures`` is empty).
public struct SafeWriteError: Error, Sendable, CustomStringConvertible {
  /// The kind of failure.
  public enum Reason: Sendable {
    /// Files exist with different bytes and the policy is ``ConflictPolicy/failOnConflict``.
    case conflicts([PlannedFile])
    /// Files appeared, changed or vanished between planning and writing.
    case changedMeanwhile([String])
    /// Destinations that lead outside their output root (through a symbolic link).
    case outsideRoot([String])
    /// A file-system operation failed while writing; everything done so far was undone.
    case operationFailed(step: String, path: String, underlying: String)
  }

  /// The kind of failure.
  public var reason: Reason
  /// Paths that could not be put back as they were while undoing (empty when the undo succeeded).
  public var restoreFailures: [String]

  /// Creates an error.
  public init(_ reason: Reason, restoreFailures: [String] = []) {
    self.reason = reason
    self.restoreFailures = restoreFailures
  }

  /// A human explanation, one `error:` line per fact.
  public var description: String {
    var lines: [String]
    switch reason {
    case .conflicts(let files):
      lines = files.map { "error: conflict: \($0.destination.path) exists and differs" }
      lines.append("error: nothing was written; use --force to overwrite, --skip-existing to keep them, --diff to see")
    case .changedMeanwhile(let paths):
      lines = paths.map { "error: \($0) changed while modgen was running" }
      lines.append("error: nothing was written; run again")
    case .outsideRoot(let paths):
      lines = paths.map { "error: \($0) leads outside its output folder (through a symbolic link)" }
      lines.append("error: nothing was written")
    case .operationFailed(let step, let path, let underlying):
      lines = ["error: could not \(step) \(path): \(underlying)"]
      if restoreFailures.isEmpty {
        lines.append("error: nothing was written; every file is as it was")
      }
    }
    lines += restoreFailures.map { "error: could not restore \($0)" }
    return lines.joined(separator: "\n")
  }
}

/// Applies a ``GenerationPlan`` all or nothing.
///
/// New contents are first written into a staging folder on the same volume (inside the deepest
/// existing folder common to all destinations), then moved into place; a file being overwritten
/// is first moved aside into the staging folder. The staging folder is removed last. If any step
/// fails (or a file appears meanwhile: moves never replace), every step done so far is undone in
/// reverse order, so the tree is exactly as before.
public struct SafeWriter: Sendable {
  /// The disk.
  public var fileSystem: any FileSystem

  /// Creates a writer.
  public init(fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
  }

  /// What applying `plan` under `policy` would do to each file, without touching the disk.
  public static func preview(_ plan: GenerationPlan, policy: ConflictPolicy) -> [(file: PlannedFile, outcome: WriteOutcome)] {
    plan.files.map { file in
      switch (file.action, policy) {
      case (.create, _): return (file, .create)
      case (.identical, _): return (file, .identical)
      case (.conflict, .failOnConflict): return (file, .conflict)
      case (.conflict, .force): return (file, .overwrite)
      case (.conflict, .skipExisting): return (file, .skip)
      }
    }
  }

  /// Writes the plan. Throws ``SafeWriteError`` (having written nothing, or having undone
  /// everything) on conflicts, on changes made since planning, or on a failed operation.
  @discardableResult
  public func apply(_ plan: GenerationPlan, policy: ConflictPolicy) throws(SafeWriteError) -> WriteReport {
    let entries = Self.preview(plan, policy: policy)
    let conflicts = entries.filter { $0.outcome == .conflict }.map(\.file)
    if !conflicts.isEmpty { throw SafeWriteError(.conflicts(conflicts)) }

    try verifyUnchanged(entries)
    let writes = entries.filter { $0.outcome == .create || $0.outcome == .overwrite }
    var resolver = PathSafety.Resolver(fileSystem: fileSystem)
    let resolved = writes.map { resolver.resolve($0.file) }
    let escaping = zip(writes, resolved).filter { !$1.inside }.map(\.0.file.destination.path)
    if !escaping.isEmpty { throw SafeWriteError(.outsideRoot(escaping)) }
    if writes.isEmpty { return WriteReport(entries: entries) }

    var transaction = WriteTransaction(fileSystem: fileSystem)
    do {
      try transaction.run(
        zip(writes, resolved).map { (file: $0.file, destination: $1.destination, overwrite: $0.outcome == .overwrite) })
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
      let url = file.destination
      switch (file.action, fileSystem.probe(url)) {
      case (.create, .absent): break
      case (.identical, .file(let data)), (.conflict, .file(let data)):
        if data != file.existingContents { changed.append(url.path) }
      default: changed.append(url.path)
      }
    }
    if !changed.isEmpty { throw SafeWriteError(.changedMeanwhile(changed)) }
  }
}
