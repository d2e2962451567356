import Foundation
import Located
import ModgenCheck
import ModgenTestSupport
import XCTest

@testable import ModgenCLI

final class CLIJSONOutputTests: XCTestCase {
  private struct Sample: Encodable {
    var empty: [String] = []
    var nested: [String: [Int]] = [:]
    var text = "a [\n\n] b / c"
    var values = [1, 2]
  }

  func testEmptyContainersAreCompactAndStringsUntouched() throws {
    let text = try JSONOutput.text(Sample())
    XCTAssertTrue(text.contains("\"empty\" : [],"), text)
    XCTAssertTrue(text.contains("\"nested\" : {},"), text)
    XCTAssertTrue(text.contains("\"text\" : \"a [\\n\\n] b / c\","), text)
    XCTAssertTrue(text.contains("\"values\" : [\n    1,\n    2\n  ]"), text)
    XCTAssertTrue(text.hasSuffix("}\n"))
    let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    XCTAssertEqual(decoded["text"] as? String, "a [\n\n] b / c")
  }
}

/// Every `--json` document names its keys in one style: snake_case.
final class CLIJSONKeyStyleTests: XCTestCase {
  /// Every object key below `value`; the keys of a `parameters` object are user names, left out.
  private func keys(of value: Any, under parent: String = "") -> [String] {
    if let object = value as? [String: Any] {
      guard parent != "parameters" else { return [] }
      return object.flatMap { key, child in [key] + keys(of: child, under: key) }
    }
    if let array = value as? [Any] { return array.flatMap { keys(of: $0, under: parent) } }
    return []
  }

  private func assertSnakeCase(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let found = Set(keys(of: document))
    XCTAssertFalse(found.isEmpty, file: file, line: line)
    let offenders = found.filter { $0.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) == nil }
    XCTAssertEqual(offenders.sorted(), [], text, file: file, line: line)
  }

  func testGenInfoAndListUseSnakeCase() throws {
    let directory = try makeTemporaryDirectory()
    let gen = runModgen(
      ["gen", "Passcode", "viper", "--dry-run", "--json", "-p", "useCase=x"], in: directory,
      environment: fixedDateEnvironment)
    XCTAssertEqual(gen.status, 1, "an unknown parameter is refused, and the refusal is JSON too")
    try assertSnakeCase(gen.stdout)
    let planned = runModgen(
      ["gen", "Passcode", "viper", "--dry-run", "--json"], in: directory, environment: fixedDateEnvironment)
    XCTAssertEqual(planned.status, 0, planned.stderr)
    XCTAssertTrue(planned.stdout.contains("\"dry_run\" : true"), planned.stdout)
    try assertSnakeCase(planned.stdout)
    try assertSnakeCase(runModgen(["info", "vip", "--json"], in: directory).stdout)
    try assertSnakeCase(runModgen(["list", "--json"], in: directory).stdout)
  }

  func testCheckReportUsesSnakeCaseForEveryField() throws {
    let location = SourceLocation(file: "T/A.liquid", line: 3, column: 5)
    let failure = TestCaseResult(
      suite: "S", name: "t", passed: false, messages: ["m"], failureFile: "f", failureLine: 1, seconds: 1,
      templateLocation: location)
    let variant = VariantCheckResult(
      module: "M", parameters: ["a=1"], lint: .passed, build: .passed, tests: .failed, testsPassed: 1,
      testsFailed: 1, failures: [failure], seconds: 2)
    let problem = Diagnostic("bad", at: location, sourceLine: "{{ x }}")
    let diagnostic = MappedDiagnostic(
      severity: .error, message: "m", file: "T/A.liquid", line: 3, column: 5, sourceLine: "x", isMapped: true,
      generatedFile: "g.swift", generatedLine: 1, generatedColumn: 1, template: "t", variant: "v", parameters: ["a"])
    let report = CheckReport(
      templates: [
        TemplateCheckResult(
          name: "t", location: "T", combinations: 2, variantCap: 8, variants: [variant], problems: [problem])
      ], diagnostics: [diagnostic], buildLog: "b", testLog: "t", cacheDirectory: "c", reusedPreviousRun: true,
      buildSeconds: 1, testSeconds: 1, totalSeconds: 2)
    let text = try JSONOutput.text(report)
    try assertSnakeCase(text)
    for key in [
      "reused_previous_run", "variant_cap", "tests_passed", "source_line", "generated_column",
      "template_location", "failure_line",
    ] {
      XCTAssertTrue(text.contains("\"\(key)\""), key)
    }
    XCTAssertEqual(try JSONDecoder().decode(CheckReport.self, from: Data(text.utf8)), report, "reads back")
  }
}
