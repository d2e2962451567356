/// The result of applying a plan.
package struct WriteReport: Sendable {
  /// Each planned file with what happened to it, in the plan's order.
  package var entries: [(file: PlannedFile, outcome: WriteOutcome)]
  /// Whether anything on disk changed.
  package var changedAnything: Bool {
    entries.contains { $0.outcome == .create || $0.outcome == .overwrite || $0.outcome == .update }
  }
}
