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
  /// The earlier variant of the same template whose module this one is, byte for byte, when rendered under
  /// that variant's name and built with the same settings: check builds and tests that one only and
  /// reports its result for both (see ``CheckPreparer/markingSameCode(_:of:manifest:samples:)``).
  var sameCodeAs: String? = nil
}
