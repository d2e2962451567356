import Foundation
import ModgenTestSupport
import XCTest

final class CLIInitTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory().appendingPathComponent("Banking")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try write("[user]\n\tname = Jane Appleseed\n", to: directory.appendingPathComponent("home/.gitconfig"))
  }

  private var environment: [String: String] {
    ["GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
  }

  private func written() throws -> [String: Any] {
    let text = try read(directory.appendingPathComponent("modgen.json"))
    return try XCTUnwrap(try jsonObject(text) as? [String: Any])
  }

  func testDefaultsWithoutATerminal() throws {
    let run = runModgen(["init"], in: directory, environment: environment, input: ["Ignored"])
    XCTAssertEqual(run.status, 0, run.stderr)
    // What it wrote follows the create line.
    XCTAssertEqual(run.stdout, "      create  modgen.json\n     modules  Sources\n       tests  Tests\n")
    XCTAssertEqual(run.linesRead, 0)
    let json = try written()
    XCTAssertEqual(json["project_name"] as? String, "Banking")
    XCTAssertEqual(json["sources_path"] as? String, "Sources")
    XCTAssertEqual(json["tests_path"] as? String, "Tests")
    if CLICompletionTests.which("git") != nil {
      XCTAssertEqual(json["author"] as? String, "Jane Appleseed")
    }
    XCTAssertNil(json["company"])
  }

  func testFlagsForEveryField() throws {
    let run = runModgen(
      [
        "init", "--project-name", "Bank", "--author", "Ann", "--company", "Acme", "--prefix", "AC", "--sources-path",
        "App/Sources", "--tests-path", "App/Tests", "--templates", "Templates", "--templates", "Shared/Templates",
        "-p", "tests=swift-testing", "-p", "retries=2", "-p", "with_router=false",
      ], in: directory, environment: environment, tty: true)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.linesRead, 0, "every field was given by a flag")
    let json = try written()
    XCTAssertEqual(json["project_name"] as? String, "Bank")
    XCTAssertEqual(json["author"] as? String, "Ann")
    XCTAssertEqual(json["company"] as? String, "Acme")
    XCTAssertEqual(json["prefix"] as? String, "AC")
    XCTAssertEqual(json["sources_path"] as? String, "App/Sources")
    XCTAssertEqual(json["tests_path"] as? String, "App/Tests")
    XCTAssertEqual(json["templates"] as? [String], ["Templates", "Shared/Templates"])
    let parameters = try XCTUnwrap(json["parameters"] as? [String: Any])
    XCTAssertEqual(parameters["tests"] as? String, "swift-testing")
    XCTAssertEqual(parameters["retries"] as? Int, 2)
    XCTAssertEqual(parameters["with_router"] as? Bool, false)
  }

  func testPromptsOnATerminalWithDefaults() throws {
    let run = runModgen(
      ["init", "--author", "Ann"], in: directory, environment: environment,
      input: ["", "Acme", "AC", "Modules", ""], tty: true)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.linesRead, 5)
    XCTAssertTrue(run.stderr.contains("Project name [Banking]: "), run.stderr)
    XCTAssertFalse(run.stderr.contains("Author"), "a flag answers the question")
    XCTAssertTrue(run.stderr.contains("Where modules go [Sources]: "), run.stderr)
    let json = try written()
    XCTAssertEqual(json["project_name"] as? String, "Banking")
    XCTAssertEqual(json["company"] as? String, "Acme")
    XCTAssertEqual(json["prefix"] as? String, "AC")
    XCTAssertEqual(json["sources_path"] as? String, "Modules")
    XCTAssertEqual(json["tests_path"] as? String, "Tests")
  }

  func testExistingFileNeedsForceAndDryRunWritesNothing() throws {
    try write("{}\n", to: directory.appendingPathComponent("modgen.json"))
    let refused = runModgen(["init"], in: directory, environment: environment)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(refused.stderr.contains("modgen.json already exists; use --force"), refused.stderr)
    XCTAssertEqual(try read(directory.appendingPathComponent("modgen.json")), "{}\n")

    let dry = runModgen(["init", "--company", "Acme", "--dry-run"], in: directory, environment: environment)
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertTrue(dry.stdout.contains("\"company\": \"Acme\""), dry.stdout)
    XCTAssertEqual(try read(directory.appendingPathComponent("modgen.json")), "{}\n")

    let forced = runModgen(["init", "--force", "--company", "Acme"], in: directory, environment: environment)
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertEqual(forced.stdout, "   overwrite  modgen.json\n     modules  Sources\n       tests  Tests\n")
    XCTAssertEqual(try written()["company"] as? String, "Acme")
  }

  func testGenUsesWhatInitWrote() throws {
    let initRun = runModgen(
      ["init", "--company", "Acme", "--sources-path", "Mods", "-p", "retries=5"], in: directory,
      environment: environment)
    XCTAssertEqual(initRun.status, 0, initRun.stderr)
    let gen = runModgen(
      ["gen", "Login", "cli-basic", "--templates", cliFixtureTemplates.path], in: directory, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    let view = try read(directory.appendingPathComponent("Mods/Login/LoginView.swift"))
    XCTAssertTrue(view.contains("//  Banking\n"), view)
    XCTAssertTrue(view.contains("retries 5"), view)
  }

  func testBadParamIsUsageError() throws {
    let run = runModgen(["init", "-p", "novalue"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 64)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("modgen.json").path))
  }
}

extension CLIInitTests {
  func testAProjectNameThatIsNoModuleNameIsWrittenDownWithAWarning() throws {
    let run = runModgen(["init", "--project-name", "my.app"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("warning: 'my.app' is not a Swift module name"), run.stderr)
    XCTAssertEqual(try written()["product_module_name"] as? String, "my_app")
    let generated = runModgen(["gen", "Passcode", "viper"], in: directory, environment: environment)
    XCTAssertEqual(generated.status, 0, generated.stderr)
    XCTAssertTrue(
      try read(directory.appendingPathComponent("Tests/Passcode/PasscodeRouterTests.swift")).contains(
        "@testable import my_app"))
  }
}

extension CLIInitTests {
  func testEndOfInputAtAPromptAbortsAndWritesNothing() throws {
    let run = runModgen(["init"], in: directory, environment: environment, input: [], tty: true)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stderr.contains("init aborted at 'Project name' (end of input); nothing was written"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("modgen.json").path))
  }
}
