import Foundation
import ModgenTestSupport
import XCTest

final class CLIListInfoTests: XCTestCase {
  func testListShowsNameVersionOriginAndSummary() throws {
    let directory = try makeTemporaryDirectory()
    let run = runModgen(["list", "--templates", cliFixtureTemplates.path], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines.first?.hasPrefix("NAME") ?? false, run.stdout)
    let basic = try XCTUnwrap(lines.first { $0.hasPrefix("cli-basic ") }, run.stdout)
    XCTAssertTrue(basic.contains("1.2.0"), basic)
    XCTAssertTrue(basic.contains("--templates"), basic)
    XCTAssertTrue(basic.hasSuffix("A tiny module for the command-line tests"), basic)
  }

  func testNearerTemplatesShadowFartherOnesAndListSaysSo() throws {
    let directory = try makeTemporaryDirectory()
    try copyFixture("cli-basic", into: directory.appendingPathComponent("Templates"))
    try copyFixture("cli-ask", into: directory.appendingPathComponent("home/.modgen/templates"))
    let run = runModgen(["list", "--templates", cliFixtureTemplates.path], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("  shadows the project Templates/cli-basic\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("  shadows the user "), run.stdout)

    let json = runModgen(["list", "--json"], in: directory)
    XCTAssertEqual(json.status, 0, json.stderr)
    let entries = try XCTUnwrap(try jsonObject(json.stdout) as? [[String: Any]])
    let basic = try XCTUnwrap(entries.first { $0["name"] as? String == "cli-basic" })
    XCTAssertEqual(basic["origin"] as? String, "project")
    XCTAssertEqual(basic["version"] as? String, "1.2.0")
    XCTAssertEqual(basic["location"] as? String, "Templates/cli-basic")
    let ask = try XCTUnwrap(entries.first { $0["name"] as? String == "cli-ask" })
    XCTAssertEqual(ask["origin"] as? String, "user")
    XCTAssertEqual((ask["shadows"] as? [Any])?.count, 0)
  }

  func testNamesPrintsOnlyNames() throws {
    let directory = try makeTemporaryDirectory()
    let run = runModgen(["list", "--names", "--templates", cliFixtureTemplates.path], in: directory)
    XCTAssertEqual(run.status, 0)
    let names = run.stdout.split(separator: "\n").map(String.init)
    XCTAssertTrue(Set(["cli-ask", "cli-basic", "cli-broken"]).isSubset(of: Set(names)), run.stdout)
  }

  func testInvalidManifestIsListedWithAProblemNote() throws {
    let directory = try makeTemporaryDirectory()
    try write("{ \"name\": 3 }", to: directory.appendingPathComponent("Templates/odd/template.json"))
    let run = runModgen(["list"], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    let odd = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("odd ") }, run.stdout)
    XCTAssertTrue(odd.contains("problems in template.json; see 'modgen info odd'"), String(odd))
  }

  func testAProblemInATemplateFileIsNotBlamedOnTemplateJSON() throws {
    let directory = try makeTemporaryDirectory()
    try write(
      """
      {"name": "odd", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "code_files": [{"template": "A.liquid", "path": "A.swift"}]}
      """, to: directory.appendingPathComponent("Templates/odd/template.json"))
    try write("{% if x %}\n", to: directory.appendingPathComponent("Templates/odd/A.liquid"))
    let run = runModgen(["list"], in: directory)
    let odd = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("odd ") }, run.stdout)
    XCTAssertTrue(odd.contains("1 problem in A.liquid; see 'modgen info odd'"), String(odd))
  }

  func testAMissingSnippetSaysWhereItLookedAndSuggests() throws {
    let directory = try makeTemporaryDirectory()
    try write(
      """
      {"name": "odd", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "code_files": [{"template": "A.liquid", "path": "A.swift"}]}
      """, to: directory.appendingPathComponent("Templates/odd/template.json"))
    try write("{% include 'headr' %}\n", to: directory.appendingPathComponent("Templates/odd/A.liquid"))
    try write("// header\n", to: directory.appendingPathComponent("Templates/odd/snippets/header.liquid"))
    let run = runModgen(["gen", "Passcode", "odd", "--dry-run"], in: directory)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stderr.contains(
        "partial 'headr' could not be loaded: there is no snippets/headr.liquid or snippets/headr in "
          + "Templates/odd; did you mean 'header'?"), run.stderr)
  }

  func testMissingTemplatesFolderFails() throws {
    let run = runModgen(["list", "--templates", "nowhere"], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("does not exist"), run.stderr)
  }

  func testInfoShowsFilesAndParameters() throws {
    let run = runModgen(
      ["info", "cli-basic", "--templates", cliFixtureTemplates.path], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("cli-basic 1.2.0 - A tiny module for the command-line tests\n"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains("  <Name>View.swift    from Code/View.swift.liquid\n"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains("  <Name>Router.swift  from Code/Router.swift.liquid  if with_router\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("  <Name>ViewTests.swift  from Tests/ViewTests.swift.liquid\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("  tests        choice (xctest | swift-testing), default xctest\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("test framework of the generated tests"), run.stdout)
    XCTAssertTrue(run.stdout.contains("  retries      int, default 3\n"), run.stdout)
  }

  func testInfoJSON() throws {
    let run = runModgen(
      ["info", "cli-ask", "--json", "--templates", cliFixtureTemplates.path], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 0, run.stderr)
    let info = try XCTUnwrap(try jsonObject(run.stdout) as? [String: Any])
    XCTAssertEqual(info["name"] as? String, "cli-ask")
    XCTAssertEqual(info["origin"] as? String, "flag")
    let parameters = try XCTUnwrap(info["parameters"] as? [[String: Any]])
    XCTAssertEqual(parameters.map { $0["name"] as? String }, ["title", "count"])
    XCTAssertEqual(parameters.map { $0["type"] as? String }, ["string", "int"])
    XCTAssertEqual(parameters.map { $0["required"] as? Bool }, [true, true])
    let files = try XCTUnwrap(info["code_files"] as? [[String: Any]])
    XCTAssertEqual(files.first?["template"] as? String, "Code/Screen.swift.liquid")
  }

  func testInfoUnknownTemplateAndInvalidManifest() throws {
    let directory = try makeTemporaryDirectory()
    try write(
      "{\n  \"name\": \"odd\",\n  \"colour\": 1\n}\n",
      to: directory.appendingPathComponent("Templates/odd/template.json"))
    let unknown = runModgen(["info", "cli-baisc", "--templates", cliFixtureTemplates.path], in: directory)
    XCTAssertEqual(unknown.status, 1)
    XCTAssertTrue(unknown.stderr.contains("did you mean 'cli-basic'?"), unknown.stderr)
    let odd = runModgen(["info", "odd"], in: directory)
    XCTAssertEqual(odd.status, 1)
    XCTAssertTrue(odd.stderr.contains("Templates/odd/template.json:3:"), odd.stderr)
  }
}
