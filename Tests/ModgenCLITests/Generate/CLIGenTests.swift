import Foundation
import ModgenTestSupport
import XCTest

final class CLIGenTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory()
  }

  private func gen(_ extra: [String], input: [String] = [], tty: Bool = false) -> CLIRun {
    runModgen(
      ["gen"] + extra + ["--templates", cliFixtureTemplates.path], in: directory, environment: fixedDateEnvironment,
      input: input, tty: tty)
  }

  func testCreatesModuleAndTestsWithOneLinePerFile() throws {
    let run = gen(["Passcode", "cli-basic"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
            create  Sources/Passcode/PasscodeView.swift
            create  Sources/Passcode/PasscodeRouter.swift
            create  Tests/Passcode/PasscodeViewTests.swift
            create  .modgen/.gitignore
            create  .modgen/.gitattributes
            create  .modgen/modules/Passcode.json

      """)
    let view = try read(directory.appendingPathComponent("Sources/Passcode/PasscodeView.swift"))
    XCTAssertTrue(view.hasPrefix("//  PasscodeView.swift\n"), view)
    XCTAssertTrue(view.contains("final class PasscodeView {}"), view)
    XCTAssertTrue(view.contains("retries 3"), view)
    let tests = try read(directory.appendingPathComponent("Tests/Passcode/PasscodeViewTests.swift"))
    XCTAssertTrue(tests.contains("import XCTest"), tests)
  }

  func testSecondIdenticalRunIsANoOp() throws {
    XCTAssertEqual(gen(["Passcode", "cli-basic"]).status, 0)
    let before = try snapshot(directory)
    let again = gen(["Passcode", "cli-basic"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(
      again.stdout.split(separator: "\n").map { $0.split(separator: " ").first! },
      ["identical", "identical", "identical", "identical"], "the files and the module's record")
    XCTAssertEqual(try snapshot(directory), before)
  }

  func testConflictFailsAndWritesNothing() throws {
    XCTAssertEqual(gen(["Passcode", "cli-basic"]).status, 0)
    let view = directory.appendingPathComponent("Sources/Passcode/PasscodeView.swift")
    let router = directory.appendingPathComponent("Sources/Passcode/PasscodeRouter.swift")
    try write("// my own edit\n", to: view)
    try FileManager.default.removeItem(at: router)
    let before = try snapshot(directory)
    let run = gen(["Passcode", "cli-basic"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stdout.contains("    conflict  Sources/Passcode/PasscodeView.swift\n"), run.stdout)
    XCTAssertFalse(run.stdout.contains("create"), "the router was not written: \(run.stdout)")
    XCTAssertTrue(
      run.stderr.contains("1 file differs from what the template generates; nothing was written"), run.stderr)
    XCTAssertTrue(run.stderr.contains("--force"), run.stderr)
    XCTAssertEqual(try snapshot(directory), before, "a conflicting run must write nothing")
  }

  func testDiffShowsTheDifferenceOfEachConflict() throws {
    XCTAssertEqual(gen(["Passcode", "cli-basic"]).status, 0)
    let view = directory.appendingPathComponent("Sources/Passcode/PasscodeView.swift")
    try write(try read(view).replacingOccurrences(of: "final class", with: "class"), to: view)
    let run = gen(["Passcode", "cli-basic", "--diff"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stdout.contains("--- a/Sources/Passcode/PasscodeView.swift"), run.stdout)
    XCTAssertTrue(run.stdout.contains("+++ b/Sources/Passcode/PasscodeView.swift"), run.stdout)
    XCTAssertTrue(run.stdout.contains("\n-class PasscodeView {}\n"), run.stdout)
    XCTAssertTrue(run.stdout.contains("\n+final class PasscodeView {}\n"), run.stdout)
    XCTAssertEqual(
      try snapshot(directory)["/Sources/Passcode/PasscodeView.swift"].map { String(decoding: $0, as: UTF8.self) }?
        .hasPrefix("//"), true)
  }

  func testForceOverwritesAndSkipExistingKeeps() throws {
    XCTAssertEqual(gen(["Passcode", "cli-basic"]).status, 0)
    let view = directory.appendingPathComponent("Sources/Passcode/PasscodeView.swift")
    let generated = try read(view)
    try write("// mine\n", to: view)
    let skip = gen(["Passcode", "cli-basic", "--skip-existing"])
    XCTAssertEqual(skip.status, 0, skip.stderr)
    XCTAssertTrue(skip.stdout.contains("        skip  Sources/Passcode/PasscodeView.swift"), skip.stdout)
    XCTAssertEqual(try read(view), "// mine\n")
    let force = gen(["Passcode", "cli-basic", "--force"])
    XCTAssertEqual(force.status, 0, force.stderr)
    XCTAssertTrue(force.stdout.contains("   overwrite  Sources/Passcode/PasscodeView.swift"), force.stdout)
    XCTAssertEqual(try read(view), generated)
  }

  func testDryRunWritesNothing() throws {
    let run = gen(["Passcode", "cli-basic", "--dry-run"])
    XCTAssertEqual(run.status, 0, run.stderr)
    // Three files, .modgen/.gitignore, .modgen/.gitattributes and the module's record.
    XCTAssertEqual(run.stdout.components(separatedBy: "      create  ").count, 7, run.stdout)
    XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
    XCTAssertEqual(try snapshot(directory), [:])
  }

  func testJSONReportsEveryFileWithActionAndBytes() throws {
    let run = gen(["Passcode", "cli-basic", "--json", "-p", "tests=swift-testing"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let report = try XCTUnwrap(try jsonObject(run.stdout) as? [String: Any])
    XCTAssertEqual(report["module"] as? String, "Passcode")
    XCTAssertEqual(report["template"] as? String, "cli-basic")
    XCTAssertEqual(report["ok"] as? Bool, true)
    XCTAssertEqual(report["written"] as? Bool, true)
    XCTAssertEqual(report["dry_run"] as? Bool, false)
    let parameters = try XCTUnwrap(report["parameters"] as? [String: Any])
    XCTAssertEqual(parameters["tests"] as? String, "swift-testing")
    XCTAssertEqual(parameters["retries"] as? Int, 3)
    XCTAssertEqual(parameters["with_router"] as? Bool, true)
    let all = try XCTUnwrap(report["files"] as? [[String: Any]])
    // The module's record and the generated texts stored with it come last.
    let files = all.filter { $0["role"] as? String != "record" }
    XCTAssertEqual(
      all.count - files.count, 4, "the ignore and attributes files, the record and the module's generated texts")
    XCTAssertTrue(all.contains { $0["path"] as? String == ".modgen/modules/Passcode.json" })
    XCTAssertEqual(
      files.map { $0["path"] as? String },
      [
        "Sources/Passcode/PasscodeView.swift", "Sources/Passcode/PasscodeRouter.swift",
        "Tests/Passcode/PasscodeViewTests.swift",
      ])
    XCTAssertEqual(files.map { $0["role"] as? String }, ["code", "code", "test"])
    for file in files {
      XCTAssertEqual(file["action"] as? String, "create")
      let size = try Data(contentsOf: directory.appendingPathComponent(file["path"] as! String)).count
      XCTAssertEqual(file["bytes"] as? Int, size)
    }
  }

  func testTildeInAnOutputFlagIsTheHomeFolder() throws {
    // `--output=~/x` reaches modgen unexpanded (the shell expands `~` only at a word's start).
    let run = gen(["Passcode", "cli-basic", "--output=~/Modules", "--tests-output=~/ModuleTests"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let home = directory.appendingPathComponent("home")
    XCTAssertTrue(FileManager.default.fileExists(atPath: home.appendingPathComponent("Modules/Passcode").path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: home.appendingPathComponent("ModuleTests/Passcode").path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("~").path))
  }

  func testAWrongTypedValueInModgenJSONIsLocatedWithACaret() throws {
    try write(
      """
      {
        "parameters": { "retries": "many",
          "tests": 5 }
      }
      """, to: directory.appendingPathComponent("modgen.json"))
    let run = gen(["Passcode", "cli-basic"])
    XCTAssertEqual(run.status, 1)
    let file = directory.appendingPathComponent("modgen.json").path
    XCTAssertTrue(
      run.stderr.contains(
        "\(file):2:30: error: parameters.retries: expects an int, got 'many'\n"
          + "  \"parameters\": { \"retries\": \"many\",\n" + String(repeating: " ", count: 29) + "^"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("\(file):3:14: error: parameters.tests: expects one of"), run.stderr)
  }

  func testJSONReportsConflictsAsData() throws {
    XCTAssertEqual(gen(["Passcode", "cli-basic"]).status, 0)
    try write("changed\n", to: directory.appendingPathComponent("Tests/Passcode/PasscodeViewTests.swift"))
    let run = gen(["Passcode", "cli-basic", "--json", "--diff"])
    XCTAssertEqual(run.status, 1)
    let report = try XCTUnwrap(try jsonObject(run.stdout) as? [String: Any])
    XCTAssertEqual(report["ok"] as? Bool, false)
    XCTAssertEqual(report["written"] as? Bool, false)
    let files = try XCTUnwrap(report["files"] as? [[String: Any]]).filter { $0["role"] as? String != "record" }
    XCTAssertEqual(files.map { $0["action"] as? String }, ["identical", "identical", "conflict"])
    XCTAssertTrue((files[2]["diff"] as? String)?.contains("-changed") ?? false)
    let errors = try XCTUnwrap(report["errors"] as? [[String: Any]])
    XCTAssertEqual(errors.first?["severity"] as? String, "error")
    XCTAssertEqual(
      errors.first?["message"] as? String, "1 file differs from what the template generates; nothing was written")
  }

  func testParametersAndNoTests() throws {
    let run = gen(["Login", "cli-basic", "-p", "with_router=false", "--no-tests", "-o", "App/Modules"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      "      create  App/Modules/Login/LoginView.swift\n      create  .modgen/.gitignore\n"
        + "      create  .modgen/.gitattributes\n      create  .modgen/modules/Login.json\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tests").path))
  }

  func testOutputFolders() throws {
    let run = gen(["Login", "cli-basic", "--output", "A", "--tests-output", "B/Tests"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("A/Login/LoginView.swift").path))
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("B/Tests/Login/LoginViewTests.swift").path))
  }

  func testParameterProblemsAreReportedTogether() throws {
    let run = gen(["Passcode", "cli-basic", "-p", "retries=many", "-p", "tset=xctest", "-p", "tests=junit"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("retries"), run.stderr)
    XCTAssertTrue(run.stderr.contains("did you mean 'tests'?"), run.stderr)
    XCTAssertTrue(run.stderr.contains("junit"), run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try snapshot(directory), [:])
  }

  func testBadModuleNameSuggestsAndWritesNothing() throws {
    let run = gen(["passcode", "cli-basic"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("did you mean 'Passcode'?"), run.stderr)
    XCTAssertEqual(try snapshot(directory), [:])
  }

  func testUnknownTemplateSuggestsNearest() throws {
    let run = gen(["Passcode", "cli-basik"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("unknown template 'cli-basik'; did you mean 'cli-basic'?"), run.stderr)
    let json = gen(["Passcode", "cli-basik", "--json"])
    XCTAssertEqual(json.status, 1)
    let report = try XCTUnwrap(try jsonObject(json.stdout) as? [String: Any])
    XCTAssertEqual(report["ok"] as? Bool, false)
    let errors = try XCTUnwrap(report["errors"] as? [[String: Any]], json.stdout)
    XCTAssertTrue((errors.first?["message"] as? String)?.contains("did you mean 'cli-basic'?") ?? false, json.stdout)
  }

  func testTemplateErrorIsLocatedAndNothingIsWritten() throws {
    let run = gen(["Passcode", "cli-broken"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("cli-broken/Code/Bad.swift.liquid:2:"), run.stderr)
    XCTAssertTrue(run.stderr.contains("nmae"), run.stderr)
    XCTAssertEqual(try snapshot(directory), [:])
  }

  func testMissingParametersFailWithoutTerminalListingAll() throws {
    let run = gen(["Passcode", "cli-ask"], input: ["Hello", "4"])
    XCTAssertEqual(run.status, 64, "missing values are a usage error")
    XCTAssertTrue(run.stderr.contains("title"), run.stderr)
    XCTAssertTrue(run.stderr.contains("count"), run.stderr)
    XCTAssertTrue(
      run.stderr.contains("did not ask for missing values because standard input is not a terminal"), run.stderr)
    XCTAssertEqual(run.linesRead, 0, "must not read standard input without a terminal")
    XCTAssertEqual(try snapshot(directory), [:])
  }

  func testMissingParametersAreAskedOnATerminal() throws {
    let run = gen(["Passcode", "cli-ask"], input: ["Hello", "lots", "4"], tty: true)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.linesRead, 3)
    XCTAssertTrue(run.stderr.contains("title: the screen title\n  text: "), run.stderr)
    XCTAssertTrue(run.stderr.contains("count: how many rows\n  an int: "), run.stderr)
    let screen = try read(directory.appendingPathComponent("Sources/Passcode/PasscodeScreen.swift"))
    XCTAssertEqual(screen, "let title = \"Hello\"  // 4 rows\n")
  }

  func testNoInputNeverAsksEvenOnATerminal() throws {
    let run = gen(["Passcode", "cli-ask", "--no-input"], input: ["Hello", "4"], tty: true)
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(run.linesRead, 0)
    XCTAssertTrue(run.stderr.contains("--no-input"), run.stderr)
  }

  func testModgenJSONDefaultsAndFlagsWin() throws {
    try write(
      """
      {
        "project_name": "Banking", "author": "Jane", "sources_path": "App/Sources", "tests_path": "App/Tests",
        "parameters": { "tests": "swift-testing", "retries": 7 }
      }
      """, to: directory.appendingPathComponent("modgen.json"))
    let nested = directory.appendingPathComponent("App/Feature")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    let run = runModgen(
      ["gen", "Login", "cli-basic", "--templates", cliFixtureTemplates.path, "-p", "retries=9"], in: nested,
      environment: fixedDateEnvironment)
    XCTAssertEqual(run.status, 0, run.stderr)
    let view = try read(directory.appendingPathComponent("App/Sources/Login/LoginView.swift"))
    XCTAssertTrue(view.contains("//  Banking\n//  Created by Jane."), view)
    XCTAssertTrue(view.contains("retries 9"), view)
    let tests = try read(directory.appendingPathComponent("App/Tests/Login/LoginViewTests.swift"))
    XCTAssertTrue(tests.contains("import Testing"), tests)
  }

  func testColouredActionsOnlyOnATerminal() throws {
    let plain = gen(["Passcode", "cli-basic", "--dry-run"])
    XCTAssertFalse(plain.stdout.contains("\u{1B}["), plain.stdout)
    let coloured = gen(["Passcode", "cli-basic", "--dry-run"], tty: true)
    XCTAssertTrue(
      coloured.stdout.contains("      \u{1B}[32mcreate\u{1B}[0m  Sources/Passcode/PasscodeView.swift"), coloured.stdout)
  }

  func testUsageErrors() throws {
    let missing = gen(["Passcode"])
    XCTAssertEqual(missing.status, 64)
    XCTAssertTrue(missing.stderr.contains("missing argument <template>"), missing.stderr)
    let both = gen(["Passcode", "cli-basic", "--force", "--skip-existing"])
    XCTAssertEqual(both.status, 64)
    let form = gen(["Passcode", "cli-basic", "-p", "novalue"])
    XCTAssertEqual(form.status, 64)
    XCTAssertTrue(form.stderr.contains("'--param novalue' must be written key=value"), form.stderr)
    let typo = gen(["Passcode", "cli-basic", "--dryrun"])
    XCTAssertEqual(typo.status, 64)
    XCTAssertTrue(typo.stderr.contains("did you mean '--dry-run'?"), typo.stderr)
    XCTAssertEqual(try snapshot(directory), [:])
  }
}
