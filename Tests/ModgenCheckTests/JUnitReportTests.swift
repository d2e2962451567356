import Foundation
import Located
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit XML of a report parses back with the counts of the report and its failures at the
/// template lines.
final class JUnitReportTests: XCTestCase {
  /// What a parse found: the attributes of each element by name, and each failure's text.
  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var failureTexts: [String] = []
    private var text: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      elements.append((elementName, attributes))
      if elementName == "failure" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if elementName == "failure", let text { failureTexts.append(text) }
      text = nil
    }

    func all(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }
  }

  private func parse(_ xml: String) throws -> Collector {
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
    return collector
  }

  func testAFailingReportParsesBackWithItsCountsAndTemplateLines() throws {
    let directory = try makeTemporaryDirectory()
    let file = directory.appendingPathComponent("check.xml")
    try JUnitReport(CheckReportSamples.failing()).write(to: file, fileSystem: LocalFileSystem())
    let parsed = try parse(String(decoding: try Data(contentsOf: file), as: UTF8.self))

    let root = try XCTUnwrap(parsed.all("testsuites").first)
    XCTAssertEqual(root["name"], "modgen check")
    // 5 variants: lint and build each, then "tests" for the four that ran no test (skipped after a
    // failed build), and the fifth's three passed tests and one failed test by name.
    XCTAssertEqual(root["tests"], "18")
    XCTAssertEqual(root["failures"], "5", "four builds and one test")
    XCTAssertEqual(root["skipped"], "4")
    XCTAssertEqual(root["time"], "12.500")
    let suites = parsed.all("testsuite")
    XCTAssertEqual(suites.map { $0["name"] }, ["viper"])
    XCTAssertEqual(suites[0]["failures"], "5")

    let cases = parsed.all("testcase")
    XCTAssertEqual(cases.count, 18)
    XCTAssertTrue(
      cases.contains {
        $0["classname"] == "viper.PasscodeViperNoRouter"
          && $0["name"] == "PasscodeViperNoRouterTests.RouterTests.testClose"
      }, "a passed test is a test case of its own")
    XCTAssertTrue(cases.contains { $0["classname"] == "viper.PasscodeViper" && $0["name"] == "build" })
    XCTAssertTrue(
      cases.contains {
        $0["classname"] == "viper.PasscodeViperNoRouter"
          && $0["name"] == "PasscodeViperNoRouterTests.PresenterTests.testStart"
      })
    let failures = parsed.all("failure")
    XCTAssertEqual(failures.count, 5)
    XCTAssertEqual(failures[0]["message"], "cannot find 'presentr' in scope")
    XCTAssertEqual(failures[0]["type"], "error")
    XCTAssertEqual(
      parsed.failureTexts[0], "Templates/viper/Code/Presenter.swift.liquid:42:9: cannot find 'presentr' in scope")
    XCTAssertEqual(failures[4]["message"], "XCTAssertEqual failed: (\"1\") is not equal to (\"2\") & <done>")
    XCTAssertTrue(
      parsed.failureTexts[4].hasPrefix("/work/project/Templates/viper/Tests/PresenterTests.swift.liquid:17:1: "),
      parsed.failureTexts[4])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(leftovers, ["check.xml"], "no temporary file is left")
  }

  func testAVariantWithTheSameCodeFailsWithTheOthersErrorsAndCountsNoTimeTwice() throws {
    var report = CheckReportSamples.failing()
    let variants = report.templates[0].variants
    let brokenBuild = try XCTUnwrap(variants.first { $0.module == "PasscodeViper" })
    let failedTest = try XCTUnwrap(variants.first { $0.module == "PasscodeViperNoRouter" })
    report.templates[0].variants = [
      brokenBuild, failedTest,
      brokenBuild.reported(for: VariantCheckResult(module: "PasscodeViperFancy", parameters: [], lint: .passed)),
      failedTest.reported(for: VariantCheckResult(module: "PasscodeViperNoRouterFancy", parameters: [], lint: .passed)),
    ]
    report.templates[0].variants[1].passedTestSeconds = [0.5, 0.5, 0.5]
    report.templates[0].variants[3] = report.templates[0].variants[1].reported(
      for: VariantCheckResult(module: "PasscodeViperNoRouterFancy", parameters: [], lint: .passed))
    let directory = try makeTemporaryDirectory()
    let file = directory.appendingPathComponent("check.xml")
    try JUnitReport(report).write(to: file, fileSystem: LocalFileSystem())
    let parsed = try parse(String(decoding: try Data(contentsOf: file), as: UTF8.self))

    let cases = parsed.all("testcase")
    let failures = parsed.failureTexts
    XCTAssertEqual(
      cases.filter { $0["classname"] == "viper.PasscodeViperFancy" }.map { $0["name"] }, ["lint", "build", "tests"])
    XCTAssertEqual(
      failures.filter { $0 == "Templates/viper/Code/Presenter.swift.liquid:42:9: cannot find 'presentr' in scope" }
        .count, 2, "the build failure of both variants gives the errors of the one built: \(failures)")
    let fancyTimes = cases.filter { $0["classname"] == "viper.PasscodeViperNoRouterFancy" && $0["name"] != "lint" }
      .filter { $0["name"] != "build" }.map { $0["time"] }
    XCTAssertEqual(fancyTimes, ["0.000", "0.000", "0.000", "0.000"], "its tests ran once, in the other variant")
  }

  func testEscapingKeepsEveryCharacterReadable() throws {
    var report = CheckReportSamples.failing()
    report.diagnostics[0].message = "a & b < c > d \"e\" 'f'\u{1}\tg\nh"
    let parsed = try parse(JUnitReport(report).xml)
    XCTAssertEqual(parsed.all("failure")[0]["message"], "a & b < c > d \"e\" 'f'\u{FFFD}\tg\nh")
    XCTAssertFalse(JUnitReport(report).xml.contains("\u{1}"))
  }

  func testAMissingFolderIsAnErrorAtThePath() throws {
    let directory = try makeTemporaryDirectory()
    let file = directory.appendingPathComponent("missing/check.xml")
    XCTAssertThrowsError(try JUnitReport(CheckReportSamples.failing()).write(to: file, fileSystem: LocalFileSystem())) {
      error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.file, file.path)
      XCTAssertTrue(diagnostic?.message.hasPrefix("cannot write the JUnit report") == true, "\(error)")
    }
  }
}
