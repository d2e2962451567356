import XCTest

@testable import ModgenCheck

final class CheckTestOutputParserTests: XCTestCase {
  func testXCTestPassesFailuresAndCrashes() {
    let log = """
      Test Suite 'ATests' started at 2026-11-22 02:31:22.135
      Test Case 'ATests.testBad' started at 2026-11-22 02:31:22.135
      /tmp/p/Tests/ATests/ATests.swift:5: error: ATests.testBad : XCTAssertEqual failed: ("1") is not equal to ("2") - one
      Test Case 'ATests.testBad' failed (0.001 seconds)
      Test Case 'ATests.testOk' started at 2026-11-22 02:31:22.137
      Test Case 'ATests.testOk' passed (0.0 seconds)
      Test Case 'ATests.testCrash' started at 2026-11-22 02:31:22.138
      Fatal error: boom
      """
    let results = TestOutputParser.parseXCTest(log)
    XCTAssertEqual(results.map(\.fullName), ["ATests.testBad", "ATests.testOk", "ATests.testCrash"])
    XCTAssertEqual(results.map(\.passed), [false, true, false])
    XCTAssertEqual(results[0].failureFile, "/tmp/p/Tests/ATests/ATests.swift")
    XCTAssertEqual(results[0].failureLine, 5)
    XCTAssertEqual(
      results[0].messages,
      ["/tmp/p/Tests/ATests/ATests.swift:5: XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - one"])
    XCTAssertTrue(results[2].messages.last?.contains("crashed") ?? false)
  }

  func testSwiftTestingXUnitWithIssueLocationsFromTheLog() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
        <testsuite name="TestResults" errors="0" tests="3" failures="1" skipped="0" time="0.0019">
          <testcase classname="BTests.BTests" name="good()" time="0.00024" />
          <testcase classname="BTests.BTests" name="bad()" time="0.0013" >
            <failure message="Expectation failed: 1 &lt; 0 (error)" />
          </testcase>
          <testcase classname="CTests.Suite" name="other()" time="0.1"></testcase>
        </testsuite>
      </testsuites>
      """
    let log = """
      ✘ Test bad() recorded an issue at BTests.swift:5:22: Expectation failed: 1 < 0
      ✘ Test bad() failed after 0.001 seconds with 1 issue.
      """
    let results = TestOutputParser.parseSwiftTestingXUnit(xml, log: log)
    XCTAssertEqual(results.map(\.fullName), ["BTests.BTests.good()", "BTests.BTests.bad()", "CTests.Suite.other()"])
    XCTAssertEqual(results.map(\.passed), [true, false, true])
    XCTAssertEqual(results[1].failureFile, "BTests.swift")
    XCTAssertEqual(results[1].failureLine, 5)
    XCTAssertEqual(results[1].messages, ["BTests.swift:5: Expectation failed: 1 < 0"])
    // Without the log the xUnit message is kept.
    XCTAssertEqual(TestOutputParser.parseSwiftTestingXUnit(xml)[1].messages, ["Expectation failed: 1 < 0 (error)"])
  }
}
