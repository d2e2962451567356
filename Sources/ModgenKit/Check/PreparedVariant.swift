/// One variant rendered in memory, or the problems that stopped it.
public struct PreparedVariant: Sendable {
  /// The variant.
  public var variant: CheckVariant
  /// Lint problems (parse, strict render, paths), each `file:line:col: error: …`.
  public var problems: [String]
  /// Seconds spent rendering it.
  public var seconds: Double
  /// The rendered files (empty when there are problems).
  public var files: [PreparedFile]

  /// Creates a prepared variant.
  public init(variant: CheckVariant, problems: [String], seconds: Double, files: [PreparedFile]) {
    self.variant = variant
    self.problems = problems
    self.seconds = seconds
    self.files = files
  }
}
