import Foundation
import ModgenTestSupport
import XCTest

/// `modgen check -p key=value` checks one value of a bool or choice parameter instead of all of
/// them, and refuses a pin that would check nothing it names.
final class CheckParamPinTests: XCTestCase {
  /// A template whose every variant fails lint at the same line, so a run stops before building
  /// and the merged diagnostic counts the variants rendered.
  private func brokenTemplate() throws -> URL {
    let directory = try makeTemporaryDirectory()
    let template = directory.appendingPathComponent("T/broken")
    try write(
      """
      {"name": "broken", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "parameters": [{"name": "wide", "type": "bool", "default": false},
                      {"name": "tests", "type": "choice", "choices": ["xctest", "swift-testing"], "default": "xctest"},
                      {"name": "title", "type": "string", "default": "x"}],
       "code_files": [{"template": "A.liquid", "path": "{{ module_info.name }}.swift"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write(
      "struct {{ module_info.name }} {}\n// {{ no_such_value }}\n", to: template.appendingPathComponent("A.liquid"))
    return directory
  }

  private func check(_ arguments: [String], in directory: URL) -> CLIRun {
    runModgen(
      ["check", "--templates", "T", "broken", "--isolation", "nonisolated"] + arguments, in: directory,
      environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
  }

  func testPinsNarrowTheVariantsToThoseValues() throws {
    let directory = try brokenTemplate()
    XCTAssertTrue(check([], in: directory).stderr.contains("note: met by 4 variants"))

    let pinnedBool = check(["-p", "wide=true"], in: directory)
    XCTAssertEqual(pinnedBool.status, 1, pinnedBool.stderr)
    XCTAssertTrue(pinnedBool.stderr.contains("note: met by 2 variants"), pinnedBool.stderr)

    let pinnedBoth = check(["-p", "wide=true", "--param", "tests=swift-testing", "--json"], in: directory)
    XCTAssertEqual(pinnedBoth.status, 1, pinnedBoth.stderr)
    XCTAssertFalse(pinnedBoth.stderr.contains("met by"), "one variant: \(pinnedBoth.stderr)")
    XCTAssertTrue(pinnedBoth.stdout.contains("wide=true"), pinnedBoth.stdout)
    XCTAssertTrue(pinnedBoth.stdout.contains("tests=swift-testing"), pinnedBoth.stdout)
    XCTAssertFalse(pinnedBoth.stdout.contains("tests=xctest"), pinnedBoth.stdout)
  }

  func testAPinThatChecksNothingItNamesIsAUsageError() throws {
    let directory = try brokenTemplate()
    let cases: [(String, String)] = [
      ("wide=maybe", "'maybe' is not a value of template 'broken' (false, true)"),
      ("tests=quick", "'quick' is not a value of template 'broken' (swift-testing, xctest)"),
      ("title=Hello", "'title' of template 'broken' is a string parameter"),
      ("nope=1", "no checked template (broken) has that parameter"),
      ("wide", "must be written key=value"),
    ]
    for (pin, message) in cases {
      let run = check(["-p", pin], in: directory)
      XCTAssertEqual(run.status, 64, "\(pin): \(run.stderr)")
      XCTAssertTrue(run.stderr.contains(message), "\(pin): \(run.stderr)")
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache").path),
        "\(pin): nothing is rendered")
    }
  }
}
