import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// In a Generamba app (Tests/Fixtures/Apps/GenerambaApp) after `template import`: Generamba's
/// command-line options work with the imported template or name the modgen way, and the import's
/// "Prove it" line says what `modgen check` needs.
final class CLIGenerambaWordsTests: XCTestCase {
  private var project: URL!

  private var environment: [String: String] {
    [
      "GIT_CONFIG_NOSYSTEM": "1", "HOME": project.appendingPathComponent("home").path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  override func setUpWithError() throws {
    let source = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Apps/GenerambaApp")
    project = try makeTemporaryDirectory().appendingPathComponent("GenerambaApp")
    try FileManager.default.copyItem(at: source, to: project)
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path)
  }

  func testGenerambaPathsAndCustomParametersWorkWithTheImportedTemplate() throws {
    let imported = runModgen(["template", "import", "Templates/swifty_viper"], in: project, environment: environment)
    XCTAssertEqual(imported.status, 0, imported.stderr)
    let gen = runModgen(
      [
        "gen", "Passcode", "swifty_viper", "--module_path", "Ramba/Features", "--test_path", "RambaTests/Features",
        "--custom_parameters", "title:Hello", "--no-project",
      ], in: project, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(exists("Ramba/Features/Passcode/View/PasscodeViewController.swift"), gen.stdout)
    XCTAssertTrue(exists("RambaTests/Features/Passcode/Presenter/PasscodePresenterTests.swift"), gen.stdout)
    let presenter = try read(
      project.appendingPathComponent("Ramba/Features/Passcode/Presenter/PasscodePresenter.swift"))
    XCTAssertTrue(presenter.contains(#"let title = "Hello""#), presenter)

    let fileOptions = runModgen(
      [
        "gen", "Login", "swifty_viper", "--project_file_path", "Ramba/Auth", "--test_file_path", "RambaTests/Auth",
        "--no-project",
      ], in: project, environment: environment)
    XCTAssertEqual(fileOptions.status, 0, fileOptions.stderr)
    XCTAssertTrue(exists("Ramba/Auth/Login/View/LoginViewController.swift"), fileOptions.stdout)
    XCTAssertTrue(exists("RambaTests/Auth/Login/Presenter/LoginPresenterTests.swift"), fileOptions.stdout)
  }

  func testGenerambaOptionsModgenTakesFromModgenJSONAreUsageErrorsNamingTheKey() throws {
    let imported = runModgen(["template", "import", "Templates/swifty_viper"], in: project, environment: environment)
    XCTAssertEqual(imported.status, 0, imported.stderr)
    let cases: [([String], String)] = [
      (
        ["--project_targets", "Ramba"],
        #"'--project_targets' is Generamba's; 'swifty_viper' is a modgen template, which takes it from modgen.json: set "xcode_project.targets" there"#
      ),
      (["--test_targets", "RambaTests"], #"set "xcode_project.test_targets" there"#),
      (["--project_group_path", "Ramba/X"], #"set "xcode_project.group" there"#),
      (["--test_group_path", "RambaTests/X"], #"set "xcode_project.test_group" there"#),
      (["--author", "Sam"], #"set "author" there"#),
      (["--module_path", "A", "--output", "B"], "--module_path A and --output B name different folders"),
    ]
    for (options, message) in cases {
      let run = runModgen(
        ["gen", "Passcode", "swifty_viper", "--no-project"] + options, in: project, environment: environment)
      XCTAssertEqual(run.status, 64, "\(options): \(run.stderr)")
      XCTAssertTrue(run.stderr.contains(message), "\(options): \(run.stderr)")
    }
    XCTAssertFalse(exists("Ramba/Module/Passcode"), "nothing was written")
  }

  func testTheProveItLineSaysWhatCheckNeeds() throws {
    let own = runModgen(["template", "import", "Templates/swifty_viper"], in: project, environment: environment)
    XCTAssertEqual(own.status, 0, own.stderr)
    XCTAssertTrue(
      own.stderr.contains("'swifty_viper' uses types its app declares (StoryboardInstantiatable, Trackable)"),
      own.stderr)
    XCTAssertTrue(
      own.stdout.contains(
        "Prove it, once check.dependencies names them: modgen check swifty_viper --templates Templates"),
      own.stdout)

    let plain = runModgen(["template", "import", "Templates/plain_screen"], in: project, environment: environment)
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertTrue(plain.stdout.contains("Prove it: modgen check plain_screen --templates Templates"), plain.stdout)

    let objc = runModgen(["template", "import", "Templates/objc_screen"], in: project, environment: environment)
    XCTAssertEqual(objc.status, 0, objc.stderr)
    XCTAssertFalse(objc.stdout.contains("Prove it"), objc.stdout)
    XCTAssertTrue(objc.stderr.contains("'objc_screen' has Objective-C files, so it cannot be checked"), objc.stderr)
  }
}
