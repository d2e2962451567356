/// The result of checking one variant of a template.
package struct VariantCheckResult: Sendable, Codable, Equatable {
  /// The sample module name.
  package var module: String
  /// The variant's parameter values (`name=value`).
  package var parameters: [String]
  /// Manifest, parse and strict-render checks.
  package var lint: CheckStepStatus
  /// Compiling the variant's targets.
  package var build: CheckStepStatus
  /// Running the variant's generated tests.
  package var tests: CheckStepStatus
  /// Tests that passed.
  package var testsPassed: Int
  /// Tests that failed.
  package var testsFailed: Int
  /// The failed tests.
  package var failures: [TestCaseResult]
  /// The names of the tests that passed (`Suite.test`), for reports that list every test.
  package var passedTests: [String] = []
  /// The seconds each passing test took, as the test run reported them (same order as
  /// ``passedTests``; empty in results stored by an earlier modgen).
  package var passedTestSeconds: [Double] = []
  /// Seconds spent on this variant: rendering, and its shares of each build that compiled it (split by
  /// the bytes of source each variant adds) and of the test run (split by its test cases' times).
  package var seconds: Double
  /// The variant of the same template whose module this one's is, under another name (same files, same
  /// build settings): that one was built and tested, and its outcome is this one's.
  package var sameCodeAs: String?

  private enum CodingKeys: String, CodingKey {
    case module, parameters, lint, build, tests, testsPassed = "tests_passed", testsFailed = "tests_failed", failures,
      passedTests = "passed_tests", passedTestSeconds = "passed_test_seconds", seconds, sameCodeAs = "same_code_as"
  }

  /// Reads a result; `passed_tests` and `passed_test_seconds` may be absent (results stored by an earlier modgen).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    module = try container.decode(String.self, forKey: .module)
    parameters = try container.decode([String].self, forKey: .parameters)
    lint = try container.decode(CheckStepStatus.self, forKey: .lint)
    build = try container.decode(CheckStepStatus.self, forKey: .build)
    tests = try container.decode(CheckStepStatus.self, forKey: .tests)
    testsPassed = try container.decode(Int.self, forKey: .testsPassed)
    testsFailed = try container.decode(Int.self, forKey: .testsFailed)
    failures = try container.decode([TestCaseResult].self, forKey: .failures)
    passedTests = try container.decodeIfPresent([String].self, forKey: .passedTests) ?? []
    passedTestSeconds = try container.decodeIfPresent([Double].self, forKey: .passedTestSeconds) ?? []
    seconds = try container.decode(Double.self, forKey: .seconds)
    sameCodeAs = try container.decodeIfPresent(String.self, forKey: .sameCodeAs)
  }

  /// A result for variant `module`; every step starts `skipped`, with no tests counted.
  package init(
    module: String, parameters: [String], lint: CheckStepStatus = .skipped, build: CheckStepStatus = .skipped,
    tests: CheckStepStatus = .skipped, testsPassed: Int = 0, testsFailed: Int = 0, failures: [TestCaseResult] = [],
    seconds: Double = 0
  ) {
    self.module = module
    self.parameters = parameters
    self.lint = lint
    self.build = build
    self.tests = tests
    self.testsPassed = testsPassed
    self.testsFailed = testsFailed
    self.failures = failures
    self.seconds = seconds
  }

  /// This result, of the variant that was built and tested, reported for `variant`, whose module is the
  /// same code under another name: `variant`'s name, parameters, lint and rendering seconds, this one's
  /// build and tests (their times not counted again), and ``sameCodeAs`` naming this one.
  func reported(for variant: VariantCheckResult) -> VariantCheckResult {
    var result = self
    result.module = variant.module
    result.parameters = variant.parameters
    result.lint = variant.lint
    result.seconds = variant.seconds
    // Its tests ran once, in this variant: they took no time of the other's.
    result.passedTestSeconds = []
    for index in result.failures.indices { result.failures[index].seconds = 0 }
    result.sameCodeAs = module
    return result
  }

  /// Whether lint and build passed (or were reused from a passing run) and no test failed (a
  /// variant without test files has nothing to run).
  package var passed: Bool {
    [lint, build].allSatisfy { $0 == .passed || $0 == .cached } && tests != .failed
  }
}

/// The outcome of one step (lint, build, tests) for one variant.
package enum CheckStepStatus: String, Sendable, Codable, Equatable {
  /// The step succeeded.
  case passed
  /// The step failed.
  case failed
  /// The step did not run (an earlier step failed).
  case skipped
  /// The inputs were unchanged since a passing run, so the step's stored result was reused.
  case cached
}
