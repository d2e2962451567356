/// What the last `modgen check` runs on a cache folder saw, variant by variant: the hash of the
/// inputs every variant shares (ModuleCore, the UIKit stand-in, the project's modules, the toolchain,
/// the destination, the package layout) and, for each variant, the hash of its own targets and the
/// result of its last build and tests.
///
/// A variant whose inputs are unchanged since it last passed is not built or tested again, whichever
/// selection it was checked in: `modgen check viper` after a full check, and a full check after
/// subsets, reuse each other's results.
struct CheckStamp: Codable, Sendable, Equatable {
  /// One variant's inputs and its last result.
  struct Entry: Codable, Sendable, Equatable {
    /// The hash of the shared inputs and the variant's own targets (files, settings, dependencies).
    var inputs: String
    /// Its last build and test result.
    var result: VariantCheckResult
  }

  /// The hash of the inputs every variant shares.
  var shared: String
  /// The variants built so far with these shared inputs, by module name.
  var variants: [String: Entry]

  /// Whether `variant`'s last result can stand for a run with `inputs`: the same inputs, and it passed.
  func reusableResult(of variant: String, inputs: String) -> VariantCheckResult? {
    guard let entry = variants[variant], entry.inputs == inputs, entry.result.passed,
      entry.result.build == .passed || entry.result.build == .cached
    else { return nil }
    return entry.result
  }
}
