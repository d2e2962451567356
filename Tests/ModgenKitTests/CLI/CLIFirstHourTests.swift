import Foundation
import XCTest

/// What a new user meets in the first hour: configuration lookup, hints and options of `gen`.
final class CLIFirstHourTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory()
  }

  private func gen(_ arguments: [String], in folder: URL? = nil) -> CLIRun {
    runModgen(["gen"] + arguments, in: folder ?? directory, environment: fixedDateEnvironment)
  }

  func testAMissingTemplatesFolderInModgenJSONIsAnErrorThere() throws {
    try write(#"{"templates": ["Templates", "Team/Templates"]}"#, to: directory.appendingPathComponent("modgen.json"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Templates"), withIntermediateDirectories: true)
    let run = gen(["Passcode", "viper", "--dry-run"])
    XCTAssertEqual(run.status, 1)
    let file = directory.appendingPathComponent("modgen.json").path
    XCTAssertTrue(
      run.stderr.hasPrefix(
        "\(file):1:29: error: templates folder 'Team/Templates' does not exist (looked at "
          + directory.appendingPathComponent("Team/Templates").path + ")\n"),
      run.stderr)
    XCTAssertEqual(run.stdout, "", "nothing is planned from the built-in viper")
  }

  func testTheSearchForModgenJSONStopsAtTheRepositoryRoot() throws {
    try write(#"{"project_name": "Outer"}"#, to: directory.appendingPathComponent("modgen.json"))
    let repository = directory.appendingPathComponent("repo")
    try FileManager.default.createDirectory(
      at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let run = gen(["Passcode", "viper", "--dry-run", "-v"], in: repository)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("note: modgen.json: none (no modgen.json up to the repository root)"), run.stderr)
    try write(#"{"project_name": "Inner"}"#, to: repository.appendingPathComponent("modgen.json"))
    let inner = gen(["Passcode", "viper", "--dry-run", "-v"], in: repository.appendingPathComponent(".git"))
    XCTAssertTrue(inner.stderr.contains("note: modgen.json: "), inner.stderr)
    XCTAssertTrue(inner.stderr.contains("template 'viper': <built-in>/viper (builtin)"), inner.stderr)
  }

  func testSwappedNameAndTemplateGetAHint() {
    let run = gen(["viper", "Passcode"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("note: the module name comes first: modgen gen Passcode viper"), run.stderr)
  }

  func testDescriptionFillsModuleInfoDescription() throws {
    let template = directory.appendingPathComponent("T/d")
    try write(
      """
      {"name": "d", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "code_files": [{"template": "A.liquid", "path": "{{ module_info.name }}.swift"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write("// {{ module_info.description }}\n", to: template.appendingPathComponent("A.liquid"))
    let run = gen(["Passcode", "d", "--templates", "T", "--description", "Asks for the passcode"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      try read(directory.appendingPathComponent("Sources/Passcode/Passcode.swift")), "// Asks for the passcode\n")
  }
}
