/// Why a plan was not applied. In every case the files below the output roots are as they were
/// before ``SafeWriter/apply(_:policy:)`` started (when ``restoreFailures`` is empty).
package struct SafeWriteError: Error, Sendable, CustomStringConvertible {
  /// The kind of failure.
  package enum Reason: Sendable {
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
  package var reason: Reason
  /// Paths that could not be put back as they were while undoing (empty when the undo succeeded).
  package var restoreFailures: [String]

  /// Creates an error.
  package init(_ reason: Reason, restoreFailures: [String] = []) {
    self.reason = reason
    self.restoreFailures = restoreFailures
  }

  /// A human explanation, one `error:` line per fact.
  package var description: String {
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
