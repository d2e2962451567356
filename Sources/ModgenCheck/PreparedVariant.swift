import Located

/// One variant rendered in memory, or the problems that stopped it.
package struct PreparedVariant: Sendable {
  /// The variant.
  package var variant: CheckVariant
  /// Lint problems (parse, strict render, paths).
  package var problems: [Diagnostic]
  /// Seconds spent rendering it.
  package var seconds: Double
  /// The rendered files (empty when there are problems).
  package var files: [PreparedFile]

  /// Creates a prepared variant.
  package init(variant: CheckVariant, problems: [Diagnostic], seconds: Double, files: [PreparedFile]) {
    self.variant = variant
    self.problems = problems
    self.seconds = seconds
    self.files = files
  }
}
