/// What the last `modgen check` on a cache folder saw: the hash of every input (generated
/// files, ModuleCore, the template files with their bases', the toolchain version, the build
/// options) and its report.
/// When the next run's inputs hash is the same and that run passed, building and testing are
/// skipped and the stored report is reused.
struct CheckStamp: Codable, Sendable {
  /// The inputs hash.
  var inputs: String
  /// Whether the build and every test passed.
  var passed: Bool
  /// The per-variant results of that run.
  var variants: [String: VariantCheckResult]
}
