import Foundation
import ModgenTestSupport
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

extension CLIFirstHourTests {
  /// A module generated yesterday is `identical` today although its header carries yesterday's date.
  func testARunOnAnotherDayIsIdenticalWhenOnlyTheDateDiffers() throws {
    let day1 = runModgen(["gen", "Passcode", "viper"], in: directory, environment: ["SOURCE_DATE_EPOCH": "1795348800"])
    XCTAssertEqual(day1.status, 0, day1.stderr)
    let presenter = directory.appendingPathComponent("Sources/Passcode/PasscodePresenter.swift")
    let before = try read(presenter)
    XCTAssertTrue(before.contains("22/11/2026"), before)
    // A year and some days later: both `date` and `year` change.
    let later = runModgen(
      ["gen", "Passcode", "viper"], in: directory, environment: ["SOURCE_DATE_EPOCH": "1830000000"])
    XCTAssertEqual(later.status, 0, later.stderr)
    XCTAssertTrue(later.stdout.split(separator: "\n").allSatisfy { $0.contains("identical") }, later.stdout)
    XCTAssertEqual(try read(presenter), before, "an identical file is left as it was")
    // A real change next to the date is still a conflict.
    try write(before.replacingOccurrences(of: "final class", with: "class"), to: presenter)
    let changed = runModgen(
      ["gen", "Passcode", "viper"], in: directory, environment: ["SOURCE_DATE_EPOCH": "1830000000"])
    XCTAssertEqual(changed.status, 1)
    XCTAssertTrue(changed.stdout.contains("conflict  Sources/Passcode/PasscodePresenter.swift"), changed.stdout)
  }
}

extension CLIFirstHourTests {
  /// Switching a recorded module to another template with --force removes what only the old template made.
  func testForceToAnotherTemplateRemovesTheOldTemplatesFiles() throws {
    XCTAssertEqual(gen(["Passcode", "viper"]).status, 0)
    let run = gen(["Passcode", "mvvm", "--force"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("remove  Sources/Passcode/PasscodeInteractor.swift\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("remove  Tests/Passcode/PasscodePresenterTests.swift\n"), run.stdout)
    XCTAssertFalse(run.stdout.contains("extra"), run.stdout)
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Sources/Passcode/PasscodeInteractor.swift").path))
  }

  /// Without a record to say what the old template made, its files are listed, not removed.
  func testFilesTheNewTemplateDoesNotGenerateAreListedWhenNotRecorded() throws {
    XCTAssertEqual(gen(["Passcode", "viper", "--no-record"]).status, 0)
    let run = gen(["Passcode", "mvvm", "--force", "--no-record"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("       extra  Sources/Passcode/PasscodeInteractor.swift\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("       extra  Tests/Passcode/PasscodePresenterTests.swift\n"), run.stdout)
    XCTAssertTrue(run.stderr.contains("are not generated by 'mvvm' (left as they are)"), run.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Sources/Passcode/PasscodeInteractor.swift").path))
    let json = try XCTUnwrap(
      try jsonObject(gen(["Passcode", "mvvm", "--json", "--no-record"]).stdout) as? [String: Any])
    XCTAssertEqual(
      (json["extra_files"] as? [String])?.count, 4, "viper's presenter, interactor and their tests")
  }
}

extension CLIFirstHourTests {
  /// Choices are offered as a numbered menu, bools as y/n.
  func testChoiceMenuAndYesNoPrompts() throws {
    let template = directory.appendingPathComponent("T/q")
    try write(
      """
      {"name": "q", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "parameters": [{"name": "tests", "type": "choice", "choices": ["xctest", "swift-testing"]},
                      {"name": "router", "type": "bool"}],
       "code_files": [{"template": "A.liquid", "path": "A.swift"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write("// {{ tests }} {{ router }}\n", to: template.appendingPathComponent("A.liquid"))
    let run = runModgen(
      ["gen", "Passcode", "q", "--templates", "T"], in: directory, input: ["2", "y"], tty: true)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("tests:\n  1) xctest\n  2) swift-testing\nchoose 1-2: "), run.stderr)
    XCTAssertTrue(run.stderr.contains("router [y/n]: "), run.stderr)
    XCTAssertEqual(try read(directory.appendingPathComponent("Sources/Passcode/A.swift")), "// swift-testing true\n")
  }
}
