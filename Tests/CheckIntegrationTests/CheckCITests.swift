import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `modgen check` in CI on a template whose code does not compile at a known template line, in both
/// of its variants: the error prints once naming them, and the JUnit file, the workflow command and the
/// job summary all point at that line; `--save-timings` keeps the variants' seconds, the failed build's included.
final class CheckCITests: XCTestCase {
  /// Runs only when MODGEN_INTEGRATION_TESTS=1 asks for the slow tests (each builds a package).
  override func setUpWithError() throws {
    try requireIntegrationTests()
  }

  func testABrokenTemplateIsReportedOnceAtItsLine() throws {
    let directory = try makeTemporaryDirectory()
    let template = directory.appendingPathComponent("Templates/broken")
    try write(
      """
      {"name": "broken", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "parameters": [{"name": "wide", "type": "bool", "default": false}],
       "code_files": [{"template": "Broken.swift.liquid", "path": "{{ module_info.name }}.swift"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write(
      "struct {{ module_info.name }} {\n  let count: Int = \"{% if wide %}wide{% else %}narrow{% endif %}\"\n}\n",
      to: template.appendingPathComponent("Broken.swift.liquid"))
    let summary = directory.appendingPathComponent("summary.md")
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
    environment["GITHUB_ACTIONS"] = "true"
    environment["GITHUB_STEP_SUMMARY"] = summary.path
    let run = runModgen(
      [
        "check", "--templates", "Templates", "--isolation", "nonisolated", "--platform", "host", "--junit", "check.xml",
        "--save-timings", "timings.json",
      ],
      in: directory, environment: environment)
    XCTAssertEqual(run.status, 1, run.stderr)

    let place = "Templates/broken/Broken.swift.liquid:2:"
    let printed = run.stderr.split(separator: "\n").filter { $0.hasPrefix(place) && $0.contains(": error: ") }
    XCTAssertEqual(printed.count, 1, "one error once:\n\(run.stderr)")
    // The variants in the report's order, whichever the build met first.
    XCTAssertTrue(
      run.stderr.contains("note: in variants PasscodeBroken, PasscodeBrokenWide (nonisolated)"), run.stderr)

    let commands = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    XCTAssertEqual(commands.count, 1, run.stdout)
    XCTAssertTrue(commands[0].hasPrefix("::error file=Templates/broken/Broken.swift.liquid,line=2,col="), run.stdout)

    let text = try String(contentsOf: summary, encoding: .utf8)
    XCTAssertTrue(text.contains("| broken | PasscodeBrokenWide | wide=true | passed | failed |"), text)

    let xml = try String(contentsOf: directory.appendingPathComponent("check.xml"), encoding: .utf8)
    XCTAssertTrue(XMLParser(data: Data(xml.utf8)).parse(), xml)
    XCTAssertTrue(xml.contains("<testsuite name=\"broken\" tests=\"6\" failures=\"2\""), xml)
    XCTAssertTrue(xml.contains(">\(place)"), xml)

    // The variants' seconds, for balancing later shards with --timings.
    let timings = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("timings.json")))
        as? [String: Double])
    XCTAssertEqual(timings.keys.sorted(), ["broken/PasscodeBroken", "broken/PasscodeBrokenWide"])
    // Both variants failed in one `swift build` (seconds, where rendering one takes milliseconds): each
    // has its share of it.
    XCTAssertTrue(timings.values.allSatisfy { $0 > 0.1 }, "\(timings)\n\(run.stdout)")
  }
}
