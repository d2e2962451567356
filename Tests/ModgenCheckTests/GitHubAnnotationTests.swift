import Foundation
import Located
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenCheck

/// Workflow commands at template lines, escaped as GitHub reads them, and the step summary.
final class GitHubAnnotationTests: XCTestCase {
  func testEachProblemIsOneCommandAtItsTemplateLine() {
    let github = GitHubAnnotations(CheckReportSamples.failing(), workingDirectory: "/work/project")
    let lines = github.commands.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 2, github.commands)
    XCTAssertEqual(
      lines[0],
      "::error file=Templates/viper/Code/Presenter.swift.liquid,line=42,col=9,"
        + "title=modgen check%3A template 'viper' does not compile::cannot find 'presentr' in scope"
        + "%0Ain variants PasscodeViper, PasscodeViperSwiftTesting (nonisolated, main-actor)")
    XCTAssertTrue(
      lines[1].hasPrefix(
        "::error file=Templates/viper/Tests/PresenterTests.swift.liquid,line=17,"
          + "title=modgen check%3A test PasscodeViperNoRouterTests.PresenterTests.testStart failed::test "),
      "a path inside the working folder is made relative: \(lines[1])")
  }

  func testAFailureOfCodeTwoVariantsShareIsOneAnnotationNamingBoth() throws {
    var report = CheckReportSamples.failing()
    let failed = try XCTUnwrap(report.templates[0].variants.last)
    report.templates[0].variants.append(
      failed.reported(
        for: VariantCheckResult(
          module: "PasscodeViperNoRouterFancy", parameters: ["router=false", "style=fancy"], lint: .passed)))
    let github = GitHubAnnotations(report, workingDirectory: "/work/project")
    let tests = github.annotations.filter { $0.title.contains("test ") }
    XCTAssertEqual(tests.count, 1, github.commands)
    XCTAssertTrue(
      tests[0].message.hasPrefix(
        "test PasscodeViperNoRouterTests.PresenterTests.testStart failed in variant PasscodeViperNoRouter"
          + " (and PasscodeViperNoRouterFancy, the same code) of template 'viper'"), tests[0].message)
    XCTAssertTrue(
      github.summary.contains(
        "| PasscodeViperNoRouterFancy | router=false style=fancy | passed | passed |"
          + " 3 passed, 1 failed (as PasscodeViperNoRouter: same code) |"), github.summary)
  }

  func testEscaping() {
    XCTAssertEqual(GitHubAnnotations.escapeData("50% a\r\nb: c, d"), "50%25 a%0D%0Ab: c, d")
    XCTAssertEqual(GitHubAnnotations.escapeProperty("50% a\r\nb: c, d"), "50%25 a%0D%0Ab%3A c%2C d")
    let annotation = GitHubAnnotations.Annotation(
      severity: .warning, file: "a,b:c.liquid", line: 3, column: nil, title: "t", message: "m")
    XCTAssertEqual(annotation.command, "::warning file=a%2Cb%3Ac.liquid,line=3,title=t::m")
  }

  func testTheSummaryHasTheTableAndTheErrorsBeyondTen() {
    var report = CheckReportSamples.failing()
    report.diagnostics = (1...13).map { line in
      var diagnostic = CheckReportSamples.error(in: "PasscodeViper")
      diagnostic.line = line
      return diagnostic
    }
    let github = GitHubAnnotations(report, workingDirectory: "/work/project", shard: "2/4")
    XCTAssertEqual(github.annotations.filter { $0.severity == .error }.count, 14)
    let summary = github.summary
    XCTAssertTrue(summary.hasPrefix("## modgen check failed (shard 2/4)\n"), summary)
    XCTAssertTrue(
      summary.contains(
        "| viper | PasscodeViperNoRouter | router=false | passed | passed | 3 passed, 1 failed | 1.50 |"),
      summary)
    let hidden = summary.components(separatedBy: "### Beyond the annotations shown").last ?? ""
    XCTAssertTrue(hidden.contains("- error: `Templates/viper/Code/Presenter.swift.liquid:11:9`: cannot find"), summary)
    XCTAssertTrue(hidden.contains("Presenter.swift.liquid:13:9"), summary)
    XCTAssertFalse(hidden.contains("Presenter.swift.liquid:10:9"), "the first ten are annotations: \(summary)")
    XCTAssertTrue(hidden.contains("PresenterTests.swift.liquid:17"), "the test failure is the 14th error")
  }

  func testTheSummaryIsAppendedNeverTruncated() throws {
    let directory = try makeTemporaryDirectory()
    let path = directory.appendingPathComponent("summary.md").path
    try Data("# earlier step\n".utf8).write(to: URL(fileURLWithPath: path))
    let github = GitHubAnnotations(CheckReportSamples.failing(), workingDirectory: "/work/project")
    try github.appendSummary(toPath: path, fileSystem: LocalFileSystem())
    try github.appendSummary(toPath: path, fileSystem: LocalFileSystem())
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("# earlier step\n## modgen check failed\n"), text)
    XCTAssertEqual(text.components(separatedBy: "## modgen check failed").count, 3)
  }
}
