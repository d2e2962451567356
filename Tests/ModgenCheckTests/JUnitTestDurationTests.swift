import Foundation
import XCTest

@testable import ModgenCheck

/// Each generated test's case carries the seconds its test run reported.
final class JUnitTestDurationTests: XCTestCase {
  func testPassingTestsCarryTheirOwnSeconds() throws {
    var variant = VariantCheckResult(module: "PasscodeViper", parameters: [], lint: .passed, build: .passed)
    variant.record(
      [
        TestCaseResult(suite: "PasscodeViperTests.PresenterTests", name: "testLoad", passed: true, seconds: 0.25),
        TestCaseResult(suite: "PasscodeViperTests.PresenterTests", name: "testRetry", passed: true, seconds: 1.5),
      ], of: "PasscodeViper")
    var report = CheckReportSamples.failing()
    report.templates[0].variants = [variant]
    let xml = JUnitReport(report).xml
    XCTAssertTrue(
      xml.contains(#"name="PasscodeViperTests.PresenterTests.testLoad" time="0.250"/>"#), xml)
    XCTAssertTrue(
      xml.contains(#"name="PasscodeViperTests.PresenterTests.testRetry" time="1.500"/>"#), xml)
    // A stored result from an earlier modgen has names only: its cases say 0.
    variant.passedTestSeconds = []
    report.templates[0].variants = [variant]
    XCTAssertTrue(JUnitReport(report).xml.contains(#"testRetry" time="0.000"/>"#))
  }
}
