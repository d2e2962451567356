extension CheckPipeline {
  /// Adds one build's seconds to the variants it compiled, split by the bytes of source each adds: the
  /// build compiles them side by side, so no variant's own time can be read from it.
  static func share(
    buildSeconds seconds: Double, among variants: [ActiveVariant], in results: inout [String: VariantCheckResult]
  ) {
    let weights = variants.map { variant in
      (variant.name, Double(variant.prepared.files.reduce(0) { $0 + $1.text.utf8.count }))
    }
    share(seconds, by: weights, in: &results)
  }

  /// Adds the test run's seconds to the variants it tested, split by the sum of each variant's test
  /// case times. Those times overlap (Swift Testing runs tests in parallel, each timed from its own
  /// start), so only their proportions count, and the shares add up to the run's time.
  static func share(
    testSeconds seconds: Double, byCaseSeconds caseSeconds: [String: Double],
    in results: inout [String: VariantCheckResult]
  ) {
    share(seconds, by: caseSeconds.map { ($0.key, $0.value) }, in: &results)
  }

  /// Adds `seconds` to the named variants in proportion to their weights, evenly when no weight is
  /// above zero, so the shares always add up to `seconds`.
  private static func share(
    _ seconds: Double, by weights: [(name: String, weight: Double)], in results: inout [String: VariantCheckResult]
  ) {
    let total = weights.reduce(0) { $0 + $1.weight }
    for (name, weight) in weights {
      let part = total > 0 ? weight / total : 1 / Double(weights.count)
      results[name]?.seconds += seconds * part
    }
  }
}
