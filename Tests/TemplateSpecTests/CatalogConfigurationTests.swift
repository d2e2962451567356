import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenSupport
@testable import TemplateSpec

final class CatalogConfigurationTests: XCTestCase {
  func testParsesEveryField() throws {
    let text = """
      {
        "project_name": "Bank",
        "company": "Analytical Ltd",
        "author": "Ada",
        "prefix": "BK",
        "sources_path": "App/Modules",
        "tests_path": "AppTests/Modules",
        "templates": ["Templates", "/shared/templates"],
        "parameters": { "tests": "swift-testing", "with_router": true, "retries": 2 }
      }
      """
    let configuration = try ProjectConfiguration.parse(text, file: "modgen.json")
    XCTAssertEqual(
      configuration,
      ProjectConfiguration(
        projectName: "Bank", company: "Analytical Ltd", author: "Ada", prefix: "BK", sourcesPath: "App/Modules",
        testsPath: "AppTests/Modules", templates: ["Templates", "/shared/templates"],
        parameters: ["tests": .string("swift-testing"), "with_router": .bool(true), "retries": .int(2)]))
  }

  func testJSONTextRoundTrips() throws {
    let configuration = ProjectConfiguration(
      projectName: "Bank \"Q\"", company: "Co", author: "Ada", prefix: "BK", sourcesPath: "Sources", testsPath: "Tests",
      templates: ["Templates"], parameters: ["b": .bool(false), "a": .string("x\ny"), "n": .int(-3)])
    let text = configuration.jsonText()
    XCTAssertTrue(text.hasPrefix("{\n  \"project_name\": \"Bank \\\"Q\\\"\",\n"), text)
    XCTAssertTrue(text.hasSuffix("}\n"))
    XCTAssertEqual(try ProjectConfiguration.parse(text, file: "modgen.json"), configuration)
    XCTAssertEqual(ProjectConfiguration().jsonText(), "{}\n")
  }

  func testProblemsAreAllReportedWithPositions() {
    let text = """
      {
        "projet_name": "Bank",
        "prefix": 3,
        "parameters": { "ok": 1, "bad": [1] }
      }
      """
    XCTAssertThrowsError(try ProjectConfiguration.parse(text, file: "/p/modgen.json")) { error in
      let problems = (error as? ManifestError)?.problems ?? []
      XCTAssertEqual(problems.map(\.jsonPath), ["projet_name", "prefix", "parameters.bad"])
      XCTAssertEqual(problems.map(\.diagnostic.line), [2, 3, 4])
      XCTAssertEqual(
        problems.first?.diagnostic.message, "projet_name: unknown key 'projet_name'; did you mean 'project_name'?")
      XCTAssertEqual(problems.first?.diagnostic.file, "/p/modgen.json")
    }
  }

  func testFindSearchesUpwardAndStopsAtTheRoot() throws {
    let fileSystem = InMemoryFileSystem(["/a/modgen.json": #"{"prefix": "A"}"#, "/a/b/c/readme": "x"])
    let found = try ProjectConfiguration.find(from: URL(fileURLWithPath: "/a/b/c"), fileSystem: fileSystem)
    XCTAssertEqual(found?.configuration.prefix, "A")
    XCTAssertEqual(found?.directory.path, "/a")
    let paths = PathResolver(home: URL(fileURLWithPath: "/home/me"))
    XCTAssertEqual(found?.resolve("Sources", paths: paths).path, "/a/Sources")
    XCTAssertEqual(found?.resolve("~/T", paths: paths).path, "/home/me/T")
    XCTAssertEqual(found?.resolve("/abs/../x", paths: paths).path, "/x")
    XCTAssertNil(try ProjectConfiguration.find(from: URL(fileURLWithPath: "/elsewhere"), fileSystem: fileSystem))
  }
}
