import XCTest

@testable import Located
@testable import ModgenCheck

final class CheckReportTableTests: XCTestCase {
  private func report(_ variants: [VariantCheckResult], combinations: Int = 2) -> CheckReport {
    CheckReport(
      templates: [
        TemplateCheckResult(
          name: "viper", location: "Templates/viper", combinations: combinations, variantCap: 16, variants: variants,
          problems: [])
      ], cacheDirectory: "/cache", buildSeconds: 12.5, testSeconds: 1.25, totalSeconds: 14)
  }

  func testRowsVerdictAndTotals() {
    let table = report([
      VariantCheckResult(
        module: "PasscodeViper", parameters: ["tests=xctest"], lint: .passed, build: .passed, tests: .passed,
        testsPassed: 19, seconds: 0.5),
      VariantCheckResult(
        module: "PasscodeViperSwiftTesting", parameters: ["tests=swift-testing"], lint: .passed, build: .passed,
        tests: .failed, testsPassed: 18, testsFailed: 1, seconds: 0.25),
    ]).table
    let lines = table.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 4, table)
    XCTAssertTrue(lines[0].hasPrefix("TEMPLATE  VARIANT"), table)
    XCTAssertTrue(lines[1].contains("PasscodeViper ") && lines[1].contains("19 passed, 0 failed"), table)
    XCTAssertTrue(lines[2].contains("18 passed, 1 failed") && lines[2].hasSuffix("0.25"), table)
    XCTAssertEqual(lines[3], "check FAILED: build 12.50 s, tests 1.25 s, total 14.00 s")
  }

  func testVariantWithoutTestsPassesAndTheCapIsStated() {
    let checked = report(
      [VariantCheckResult(module: "PasscodeViper", parameters: [], lint: .passed, build: .passed, tests: .skipped)],
      combinations: 20)
    XCTAssertTrue(checked.passed)
    XCTAssertTrue(checked.table.contains("no tests"), checked.table)
    XCTAssertTrue(
      checked.table.contains(
        "note: template 'viper' has 20 parameter combinations; checked 1 variants (every pair of values unless"
          + " --exhaustive; at most 16 per template)"),
      checked.table)
    XCTAssertTrue(checked.table.contains("check passed"), checked.table)
  }

  func testBuildFailureOrLintProblemFails() {
    XCTAssertFalse(
      report([VariantCheckResult(module: "P", parameters: [], lint: .passed, build: .failed, tests: .skipped)]).passed)
    var withProblem = report([VariantCheckResult(module: "P", parameters: [], lint: .passed, build: .passed)])
    withProblem.templates[0].problems = [Diagnostic("boom", file: "x.liquid", line: 1, column: 1)]
    XCTAssertFalse(withProblem.passed)
    XCTAssertFalse(CheckReport(templates: [], cacheDirectory: "/c").passed)
  }
}
