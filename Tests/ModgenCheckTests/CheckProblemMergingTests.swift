import Foundation
import Located
import ModgenTestSupport
import XCTest

@testable import ModgenCheck

/// `modgen check` reports a problem every variant meets once, not once per variant.
final class CheckProblemMergingTests: XCTestCase {
  func testRepeatsMergeInFirstSeenOrderWithACount() {
    let a = Diagnostic("a", file: "T/A.liquid", line: 1, column: 4)
    let b = Diagnostic("b", file: "T/B.liquid", line: 2, column: 1)
    var aElsewhere = a
    aElsewhere.notes = ["while rendering Other.swift"]
    let merged = [a, b, aElsewhere, a].mergingRepeats()
    XCTAssertEqual(merged.map(\.message), ["a", "b"])
    XCTAssertEqual(merged[0].notes, ["met by 3 variants"], "the first one's notes, and the count")
    XCTAssertEqual(merged[1].notes, [])
  }

  func testABrokenLineInEveryVariantIsPrintedOnce() throws {
    let directory = try makeTemporaryDirectory()
    let template = directory.appendingPathComponent("T/broken")
    try write(
      """
      {"name": "broken", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "parameters": [{"name": "wide", "type": "bool", "default": false},
                      {"name": "tall", "type": "bool", "default": false}],
       "code_files": [{"template": "A.liquid", "path": "{{ module_info.name }}.swift"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write(
      "struct {{ module_info.name }} {}\n// {{ no_such_value }}\n", to: template.appendingPathComponent("A.liquid"))
    let run = runModgen(
      ["check", "--templates", "T", "broken"], in: directory,
      environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
    XCTAssertEqual(run.status, 1, run.stderr)
    let lines = run.stderr.components(separatedBy: "\n").filter { $0.contains("error:") }
    XCTAssertEqual(lines.count, 1, run.stderr)
    XCTAssertTrue(lines.first?.contains("A.liquid:2:") ?? false, run.stderr)
    XCTAssertTrue(run.stderr.contains("note: met by 4 variants"), run.stderr)
  }
}
