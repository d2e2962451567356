/// The result of applying a plan.
public struct WriteReport: Sendable {
  /// Each planned file with what happened to it, in the plan's order.
  public var entries: [(file: PlannedFile, outcome: WriteOutcome)]
  /// Whether anything on disk changed.
  public var changedAnything: Bool { entries.contains { $0.outcome == .create || $0.outcome == .overwrite } }
}
