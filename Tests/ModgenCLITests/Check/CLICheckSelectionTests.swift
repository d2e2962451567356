import Foundation
import ModgenTestSupport
import XCTest

/// A bare `modgen check` in a project with templates of its own checks those; the built-in
/// templates are checked when named or with `--builtin`, and where the project has none.
final class CLICheckSelectionTests: XCTestCase {
  /// A project folder with modgen.json and, with `ownTemplate`, the template `sample` in `Templates/`.
  private func project(ownTemplate: Bool) throws -> URL {
    let directory = try makeTemporaryDirectory()
    try write("{}\n", to: directory.appendingPathComponent("modgen.json"))
    guard ownTemplate else { return directory }
    let template = directory.appendingPathComponent("Templates/sample")
    try write(
      """
      {"name": "sample", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "code_files": [{"template": "A.liquid", "path": "{{ module_info.name }}.swift"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write("struct {{ module_info.name }} {}\n", to: template.appendingPathComponent("A.liquid"))
    return directory
  }

  /// The templates a `check --list` run lists.
  private func listedTemplates(_ arguments: [String], in directory: URL) -> (Set<String>, CLIRun) {
    let run = runModgen(
      ["check", "--list", "--isolation", "nonisolated"] + arguments, in: directory,
      environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
    let names = run.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    return (Set(names), run)
  }

  func testABareCheckInAProjectWithTemplatesChecksThose() throws {
    let directory = try project(ownTemplate: true)
    let (own, run) = listedTemplates([], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(own, ["sample"], run.stdout)
    XCTAssertTrue(run.stderr.contains("checking the project's own templates (1); --builtin checks the"), run.stderr)

    let (all, withBuiltins) = listedTemplates(["--builtin"], in: directory)
    XCTAssertEqual(withBuiltins.status, 0, withBuiltins.stderr)
    XCTAssertTrue(all.isSuperset(of: ["sample", "viper", "mvvm"]), "\(all)")

    let (named, byName) = listedTemplates(["viper"], in: directory)
    XCTAssertEqual(byName.status, 0, byName.stderr)
    XCTAssertEqual(named, ["viper"])
  }

  func testABareCheckWithoutTemplatesOfItsOwnChecksTheBuiltIns() throws {
    let directory = try project(ownTemplate: false)
    let (names, run) = listedTemplates([], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(names.isSuperset(of: ["viper", "mvvm", "vip"]), "\(names)")
    XCTAssertFalse(run.stderr.contains("--builtin"), run.stderr)
  }
}
