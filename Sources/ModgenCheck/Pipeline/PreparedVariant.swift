import Located

/// One variant rendered in memory, or the problems that stopped it.
struct PreparedVariant: Sendable {
  /// The variant.
  var variant: CheckVariant
  /// Lint problems (parse, strict render, paths).
  var problems: [Diagnostic]
  /// Seconds spent rendering it.
  var seconds: Double
  /// The rendered files (empty when there are problems).
  var files: [PreparedFile]
}
