import Foundation
import ModgenTestSupport
import XCTest

/// Template inheritance through the command line, with the real built-ins carried in the binary: the abstract
/// `common` base is not listed, `info` names a template's base, and a team's template based on a built-in
/// replaces one file and inherits the rest.
final class TemplateInheritanceCLITests: XCTestCase {
  private let project = URL(fileURLWithPath: "/project")

  private func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> CLIRun {
    fileSystem.addDirectory(project.path)  // the folder a user runs modgen in exists
    return runModgen(
      arguments, in: project, environment: ["HOME": "/home", "SOURCE_DATE_EPOCH": "1795348800"], fileSystem: fileSystem)
  }

  func testTheAbstractBaseIsNotListedAndInfoNamesTheBase() {
    let fileSystem = InMemoryFileSystem()
    let names = run(["list", "--names"], fileSystem).stdout.split(separator: "\n").map(String.init)
    XCTAssertTrue(names.contains("scroll"))
    XCTAssertFalse(names.contains("common"), "an abstract template is not listed")
    XCTAssertFalse(run(["list"], fileSystem).stdout.contains("common"))

    let info = run(["info", "scroll"], fileSystem)
    XCTAssertEqual(info.status, 0, info.stderr)
    XCTAssertTrue(info.stdout.contains("based on container (<built-in>/container)"), info.stdout)
    let gen = run(["gen", "Login", "common"], fileSystem)
    XCTAssertEqual(gen.status, 1)
    XCTAssertFalse(gen.stderr.contains("<built-in>"), gen.stderr)
    XCTAssertTrue(gen.stderr.contains("modgen gen Login common\n                 ^"), "at the argument: \(gen.stderr)")
    XCTAssertTrue(gen.stderr.contains("error: template 'common' is abstract"), gen.stderr)
  }

  func testATeamTemplateBasedOnABuiltInOverridesOneFile() throws {
    let builtIn = InMemoryFileSystem()
    XCTAssertEqual(
      run(["gen", "Login", "viper", "-o", "/built-in/Sources", "--tests-output", "/built-in/Tests"], builtIn).status, 0)

    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/project/Templates/team-viper/template.json",
      #"{"name": "team-viper", "summary": "our VIPER", "version": "1.0.0", "base": "viper"}"#)
    fileSystem.addFile(
      "/project/Templates/team-viper/Code/Router.swift.liquid",
      "{% include 'header' %}\n\n/// Our router.\nfinal class {{ module_info.name }}Router {}\n")
    let gen = run(["gen", "Login", "team-viper", "-o", "/team/Sources", "--tests-output", "/team/Tests"], fileSystem)
    XCTAssertEqual(gen.status, 0, gen.stderr)

    let builtInFiles = try builtIn.contentsOfDirectory(at: URL(fileURLWithPath: "/built-in/Sources/Login"))
    XCTAssertEqual(try fileSystem.contentsOfDirectory(at: URL(fileURLWithPath: "/team/Sources/Login")), builtInFiles)
    for name in builtInFiles {
      let ours = fileSystem.text("/team/Sources/Login/\(name)")
      if name == "LoginRouter.swift" {
        XCTAssertTrue(ours?.hasSuffix("/// Our router.\nfinal class LoginRouter {}\n") ?? false, ours ?? "")
        XCTAssertTrue(ours?.hasPrefix("//\n//  LoginRouter.swift\n") ?? false, "the built-in header snippet")
      } else {
        XCTAssertEqual(ours, builtIn.text("/built-in/Sources/Login/\(name)"), name)
      }
    }
    XCTAssertEqual(
      try fileSystem.contentsOfDirectory(at: URL(fileURLWithPath: "/team/Tests/Login")),
      try builtIn.contentsOfDirectory(at: URL(fileURLWithPath: "/built-in/Tests/Login")))
  }
}
