import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import ModgenSupport
@testable import TemplateSpec

/// The request `gen` builds from flags, modgen.json and the working directory.
final class GenerationRequestProjectTests: XCTestCase {
  func testDefaultsFromConfigurationAndWorkingDirectory() throws {
    let paths = PathResolver(home: URL(fileURLWithPath: "/home/me"))
    let configuration = LocatedConfiguration(
      configuration: ProjectConfiguration(
        projectName: "Bank", author: "Grace", sourcesPath: "App/Modules", parameters: ["greeting": .string("Hi")]),
      file: URL(fileURLWithPath: "/work/app/modgen.json"))
    let request = GenerationRequest(
      moduleName: "Passcode", template: Fixtures.template("sample"),
      workingDirectory: URL(fileURLWithPath: "/work/app/sub"), configuration: configuration, paths: paths,
      testsOutput: "T",
      fallbackAuthor: "git user")
    XCTAssertEqual(request.outputRoot.path, "/work/app/App/Modules")
    XCTAssertEqual(request.testsOutputRoot.path, "/work/app/sub/T")
    XCTAssertEqual(request.developerName, "Grace")
    XCTAssertEqual(request.projectName, "Bank")
    let module = try Generator(fileSystem: InMemoryFileSystem()).render(request)
    XCTAssertTrue(module.files[0].output.contains("/// Hi from Passcode."), module.files[0].output)

    let bare = GenerationRequest(
      moduleName: "Passcode", template: Fixtures.template("sample"), workingDirectory: URL(fileURLWithPath: "/w/Shop"),
      configuration: nil, paths: paths, fallbackAuthor: "git user")
    XCTAssertEqual(bare.outputRoot.path, "/w/Shop/Sources")
    XCTAssertEqual(bare.testsOutputRoot.path, "/w/Shop/Tests")
    XCTAssertEqual(bare.projectName, "Shop")
    XCTAssertEqual(bare.developerName, "git user")
  }

  func testTildeMeansHomeInFlagsAndInModgenJSON() throws {
    let paths = PathResolver(home: URL(fileURLWithPath: "/home/me"))
    let configuration = LocatedConfiguration(
      configuration: ProjectConfiguration(sourcesPath: "~/Shared/Modules", testsPath: "Tests/Unit"),
      file: URL(fileURLWithPath: "/work/app/modgen.json"))
    let fromConfiguration = GenerationRequest(
      moduleName: "Passcode", template: Fixtures.template("sample"), workingDirectory: URL(fileURLWithPath: "/work"),
      configuration: configuration, paths: paths)
    XCTAssertEqual(fromConfiguration.outputRoot.path, "/home/me/Shared/Modules")
    XCTAssertEqual(fromConfiguration.testsOutputRoot.path, "/work/app/Tests/Unit")
    let fromFlag = GenerationRequest(
      moduleName: "Passcode", template: Fixtures.template("sample"), workingDirectory: URL(fileURLWithPath: "/work"),
      configuration: configuration, paths: paths, output: "~/Out", testsOutput: "~")
    XCTAssertEqual(fromFlag.outputRoot.path, "/home/me/Out")
    XCTAssertEqual(fromFlag.testsOutputRoot.path, "/home/me")
  }
}
