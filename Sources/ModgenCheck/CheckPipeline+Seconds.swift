extension CheckPipeline {
  /// Adds one build's seconds to the variants it compiled, split by the bytes of source each adds: the
  /// build compiles them side by side, so no variant's own time can be read from it.
  static func share(
    buildSeconds seconds: Double, among variants: [ActiveVariant], in results: inout [String: VariantCheckResult]
  ) {
    let sizes = variants.map { variant in variant.prepared.files.reduce(0) { $0 + $1.text.utf8.count } }
    let total = sizes.reduce(0, +)
    for (variant, size) in zip(variants, sizes) {
      let part = total > 0 ? Double(size) / Double(total) : 1 / Double(variants.count)
      results[variant.name]?.seconds += seconds * part
    }
  }

  /// Adds the test run's seconds to the variants it tested, split by the sum of each variant's test
  /// case times. Those times overlap (Swift Testing runs tests in parallel, each timed from its own
  /// start), so only their proportions count, and the shares add up to the run's time.
  static func share(
    testSeconds seconds: Double, byCaseSeconds caseSeconds: [String: Double],
    in results: inout [String: VariantCheckResult]
  ) {
    let total = caseSeconds.values.reduce(0, +)
    for (name, own) in caseSeconds {
      let part = total > 0 ? own / total : 1 / Double(caseSeconds.count)
      results[name]?.seconds += seconds * part
    }
  }
}
