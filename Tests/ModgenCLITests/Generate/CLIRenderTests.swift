import Foundation
import ModgenTestSupport
import XCTest

final class CLIRenderTests: XCTestCase {
  func testWritesExactlyTheRenderedBytes() throws {
    let directory = try makeTemporaryDirectory()
    try write(
      "Hello {{ name }}!{% for i in (1..3) %} {{ i }}{% endfor %}", to: directory.appendingPathComponent("t.liquid"))
    try write(#"{"name": "World"}"#, to: directory.appendingPathComponent("data.json"))
    let run = runModgen(["render", "t.liquid", "--data", "data.json"], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "Hello World! 1 2 3")
    XCTAssertEqual(run.stderr, "")
  }

  func testCodeGenerationFiltersAreAvailable() throws {
    let directory = try makeTemporaryDirectory()
    try write("{{ 'user_profile' | pascal_case }}\n", to: directory.appendingPathComponent("t.liquid"))
    let run = runModgen(["render", "t.liquid"], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "UserProfile\n")
  }

  func testUndefinedIsEmptyByDefaultAndAnErrorWithStrict() throws {
    let directory = try makeTemporaryDirectory()
    try write("a{{ missing }}b\n", to: directory.appendingPathComponent("t.liquid"))
    let lenient = runModgen(["render", "t.liquid"], in: directory)
    XCTAssertEqual(lenient.status, 0, lenient.stderr)
    XCTAssertEqual(lenient.stdout, "ab\n")
    let strict = runModgen(["render", "t.liquid", "--strict"], in: directory)
    XCTAssertEqual(strict.status, 1)
    XCTAssertEqual(strict.stdout, "")
    XCTAssertTrue(strict.stderr.hasPrefix("t.liquid:1:"), strict.stderr)
    XCTAssertTrue(strict.stderr.contains(": error: "), strict.stderr)
    XCTAssertTrue(strict.stderr.contains("a{{ missing }}b"), strict.stderr)
  }

  func testSyntaxErrorIsLocatedWithCaretAndExitOne() throws {
    let directory = try makeTemporaryDirectory()
    try write("line one\n{% for x in xs %}\n{% endif %}\n", to: directory.appendingPathComponent("bad.liquid"))
    let run = runModgen(["render", "bad.liquid"], in: directory)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix("bad.liquid:3:"), run.stderr)
    XCTAssertTrue(run.stderr.contains("{% endif %}\n"), run.stderr)
    XCTAssertTrue(run.stderr.contains("^"), run.stderr)
  }

  func testPartialsFromTheFileFolderOrPartialsOption() throws {
    let directory = try makeTemporaryDirectory()
    try write("[{% include 'part' %}]", to: directory.appendingPathComponent("main.liquid"))
    try write("near", to: directory.appendingPathComponent("part.liquid"))
    try write("far", to: directory.appendingPathComponent("snippets/part.liquid"))
    XCTAssertEqual(runModgen(["render", "main.liquid"], in: directory).stdout, "[near]")
    let run = runModgen(["render", "main.liquid", "--partials", "snippets"], in: directory)
    XCTAssertEqual(run.stdout, "[far]", run.stderr)
    let missing = runModgen(["render", "main.liquid", "--partials", "nowhere"], in: directory)
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.stderr.contains("'nowhere' does not exist"), missing.stderr)
  }

  func testSourceDateEpochFixesNow() throws {
    let directory = try makeTemporaryDirectory()
    let run = runModgen(
      ["render", "-"], in: directory, environment: fixedDateEnvironment, input: ["{{ 'now' | date: '%Y-%m-%d' }}"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "2026-11-22")
  }

  func testStandardInput() throws {
    let directory = try makeTemporaryDirectory()
    let run = runModgen(["render", "-"], in: directory, input: ["{{ 'HTTP2Client' | snake_case }}", ""])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "http2_client\n")
  }

  func testDataErrors() throws {
    let directory = try makeTemporaryDirectory()
    try write("x", to: directory.appendingPathComponent("t.liquid"))
    try write("[1, 2]", to: directory.appendingPathComponent("array.json"))
    try write("{\"a\": }", to: directory.appendingPathComponent("broken.json"))
    let array = runModgen(["render", "t.liquid", "--data", "array.json"], in: directory)
    XCTAssertEqual(array.status, 1)
    XCTAssertTrue(array.stderr.contains("must hold a JSON object"), array.stderr)
    let broken = runModgen(["render", "t.liquid", "--data", "broken.json"], in: directory)
    XCTAssertEqual(broken.status, 1)
    XCTAssertTrue(broken.stderr.hasPrefix("broken.json:1:"), broken.stderr)
    let absent = runModgen(["render", "t.liquid", "--data", "absent.json"], in: directory)
    XCTAssertEqual(absent.status, 1)
    XCTAssertEqual(absent.stderr, "error: data file 'absent.json' does not exist\n")
  }

  func testMissingFileIsFailureAndMissingArgumentIsUsage() throws {
    let directory = try makeTemporaryDirectory()
    let absent = runModgen(["render", "nope.liquid"], in: directory)
    XCTAssertEqual(absent.status, 1)
    XCTAssertEqual(absent.stderr, "error: template 'nope.liquid' does not exist\n")
    let usage = runModgen(["render"], in: directory)
    XCTAssertEqual(usage.status, 64)
    XCTAssertTrue(usage.stderr.hasPrefix("error: missing argument <file>\n"), usage.stderr)
  }
}
