extension CheckPipeline {
  /// The lint-clean variants of `subjects` whose module is another variant's under a different name (see
  /// ``CheckPreparer/markingSameCode(_:of:manifest:samples:)``), by module name: the name of the variant
  /// that is built and tested for them.
  static func sameCode(in subjects: [CheckSubject]) -> [String: String] {
    var sameCode: [String: String] = [:]
    for subject in subjects where subject.problems.isEmpty {
      for variant in subject.variants {
        if let original = variant.sameCodeAs { sameCode[variant.variant.moduleName] = original }
      }
    }
    return sameCode
  }

  /// `variant`'s result: its own from `results`, or, for a variant in `sameCode`, the result of the
  /// variant built for it under `variant`'s name; `variant` (its lint result) when there is neither.
  static func result(
    of variant: VariantCheckResult, sameCode: [String: String], results: [String: VariantCheckResult]
  ) -> VariantCheckResult {
    if let original = sameCode[variant.module], let result = results[original] {
      return result.reported(for: variant)
    }
    return results[variant.module] ?? variant
  }
}
