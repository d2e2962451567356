import Foundation

extension CheckPipeline {
  /// What building and testing the changed variants found: each variant's result, and what the
  /// report records of the build and the tests, which ``record(in:)`` folds into it.
  struct BuildOutcome {
    /// Each variant's result, by module name, with the build and tests filled in.
    var results: [String: VariantCheckResult]
    /// Seconds spent building (the shared core's build included).
    var buildSeconds: Double = 0
    /// Seconds spent testing, when the tests ran.
    var testSeconds: Double?
    /// The build's diagnostics on template lines, grouped by template place; nil when the build did not start.
    var diagnostics: [MappedDiagnostic]?
    /// The end of a build's output no generated file explains.
    var buildLog: String?
    /// The end of a test run's output no failing test explains.
    var testLog: String?

    /// Adds the build and test times, diagnostics and logs to `report`.
    func record(in report: inout CheckReport) {
      report.buildSeconds += buildSeconds
      if let testSeconds { report.testSeconds = testSeconds }
      if let diagnostics { report.diagnostics = diagnostics }
      if let buildLog { report.buildLog = buildLog }
      if let testLog { report.testLog = testLog }
    }
  }
}

extension VariantCheckResult {
  /// Fills in the tests from the test cases that belong to variant `name`: the counts, the
  /// failures, the passing names and the step's status (failed when none of its tests ran).
  mutating func record(_ cases: [TestCaseResult], of name: String) {
    let failed = cases.filter { !$0.passed }
    testsPassed = cases.count - failed.count
    testsFailed = failed.count
    failures = failed
    passedTests = cases.filter(\.passed).map(\.fullName)
    passedTestSeconds = cases.filter(\.passed).map(\.seconds)
    tests = failed.isEmpty && !cases.isEmpty ? .passed : .failed
    if cases.isEmpty {
      failures = [
        TestCaseResult(suite: name + "Tests", name: "-", passed: false, messages: ["no test of this variant ran"])
      ]
    }
  }
}
