import Located

/// Why a plan was not applied. In every case the files below the output roots are as they were
/// before ``SafeWriter/apply(_:policy:)`` started (when ``restoreFailures`` is empty).
package struct SafeWriteError: DiagnosticConvertible, Sendable, CustomStringConvertible {
  /// Why a plan was not applied: conflicts, changes since planning, a destination outside its
  /// root, or a failed file operation.
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

  /// Why the plan was not applied.
  package var reason: Reason
  /// Paths that could not be put back as they were while undoing (empty when the undo succeeded).
  package var restoreFailures: [String]

  /// A failure for `reason`; `restoreFailures` lists what undoing the writes could not put back.
  package init(_ reason: Reason, restoreFailures: [String] = []) {
    self.reason = reason
    self.restoreFailures = restoreFailures
  }

  /// One error per fact, the last one saying what became of the files.
  package var diagnostics: [Diagnostic] {
    var diagnostics: [Diagnostic]
    switch reason {
    case .conflicts(let files):
      diagnostics = [Self.conflictSummary(count: files.count)]
    case .changedMeanwhile(let paths):
      diagnostics = paths.map { Diagnostic("\($0) changed while modgen was running") }
      diagnostics.append(Diagnostic("nothing was written; run again"))
    case .outsideRoot(let paths):
      diagnostics = paths.map { Diagnostic("\($0) leads outside its output folder (through a symbolic link)") }
      diagnostics.append(Diagnostic("nothing was written"))
    case .operationFailed(let step, let path, let underlying):
      diagnostics = [Diagnostic("could not \(step) \(path): \(underlying)")]
      if restoreFailures.isEmpty {
        diagnostics.append(Diagnostic("nothing was written; every file is as it was"))
      }
    }
    diagnostics += restoreFailures.map { Diagnostic("could not restore \($0)") }
    return diagnostics
  }

  /// The one refusal for conflicting files, shared by ``SafeWriter/apply(_:policy:)`` and the
  /// preview `gen` prints before writing anything.
  package static func conflictSummary(count: Int, showsDiff: Bool = false) -> Diagnostic {
    let noun = count == 1 ? "file differs" : "files differ"
    let hint = showsDiff ? "" : ", or --diff to see the differences"
    return Diagnostic(
      "\(count) \(noun) from what the template generates; nothing was written",
      notes: ["use --force to overwrite them, --skip-existing to keep them\(hint)"])
  }

  /// The diagnostics, one per line.
  package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
