import Located
import TemplateSpec
import XCTest

/// modgen.json's `check.dependencies`: what a team's templates build against, read with every problem of
/// shape reported at its line and column.
final class CheckDependencyConfigurationTests: XCTestCase {
  private func parse(_ text: String) throws -> ProjectConfiguration {
    try ProjectConfiguration.parse(text, file: "modgen.json")
  }

  /// The problems of `text`, rendered `file:line:col: error: message`.
  private func problems(_ text: String) -> [String] {
    do {
      _ = try parse(text)
      return []
    } catch {
      return Diagnostic.of(error).map { diagnostic in
        "\(diagnostic.file ?? ""):\(diagnostic.line ?? 0):\(diagnostic.column ?? 0): \(diagnostic.message)"
      }
    }
  }

  func testReadsPackagesAndSourceFoldersWithTheirPlaces() throws {
    let text = """
      {
        "project_name": "App",
        "check": {
          "dependencies": [
            {"package": "../CoreKit", "products": ["CoreKit", "CoreKitUI"]},
            {"path": "Sources/AppCore", "module": "AppCore"}
          ]
        }
      }
      """
    let configuration = try parse(text)
    XCTAssertEqual(
      configuration.checkDependencies.map(\.kind),
      [
        .package(path: "../CoreKit", products: ["CoreKit", "CoreKitUI"]),
        .sourceFolder(path: "Sources/AppCore", module: "AppCore"),
      ])
    let package = configuration.checkDependencies[0]
    XCTAssertEqual(package.pathPlace?.line, 5)
    XCTAssertEqual(package.pathPlace?.column, 19)
    XCTAssertEqual(package.namePlaces.map(\.column), [46, 57])
    XCTAssertEqual(package.pathPlace?.sourceLine?.contains("../CoreKit"), true)
    let folder = configuration.checkDependencies[1]
    XCTAssertEqual(folder.names, ["AppCore"])
    XCTAssertEqual(folder.namePlaces.first?.line, 6)
    XCTAssertEqual(folder.path, "Sources/AppCore")
    XCTAssertNotEqual(configuration, try parse(#"{"project_name": "App"}"#), "the dependencies are part of equality")
  }

  func testNoCheckKeyMeansNoDependencies() throws {
    XCTAssertEqual(try parse(#"{"project_name": "App"}"#).checkDependencies, [])
    XCTAssertEqual(try parse(#"{"check": {}}"#).checkDependencies, [])
  }

  func testEveryBadShapeIsReportedAtItsPlace() {
    let text = """
      {
        "check": {
          "dependencies": [
            {"package": "../CoreKit"},
            {"path": "Sources/AppCore"},
            {"package": "../A", "path": "Sources/B"},
            {"products": ["X"]},
            {"package": "../A", "products": []},
            {"path": "Sources/B", "module": "my.core"},
            {"package": "../A", "products": ["A"], "module": "A"},
            {"path": "", "module": "B"},
            {"path": "Sources/C", "module": "C", "tests": true},
            "Sources/D"
          ]
        }
      }
      """
    XCTAssertEqual(
      problems(text),
      [
        "modgen.json:4:7: check.dependencies[0]: a package needs \"products\": the products of it that generated modules"
          + " import, e.g. [\"CoreKit\"]",
        "modgen.json:5:7: check.dependencies[1]: a source folder needs \"module\": the module name generated code"
          + " imports it by, e.g. \"AppCore\"",
        "modgen.json:6:7: check.dependencies[2]: give either \"package\" (a Swift package folder) or \"path\" (a"
          + " folder of Swift sources), not both",
        "modgen.json:7:7: check.dependencies[3]: a check dependency needs \"package\" (a Swift package folder, with"
          + " its \"products\") or \"path\" (a folder of Swift sources, with its \"module\")",
        "modgen.json:8:39: check.dependencies[4].products: expected a non-empty list of product names, found an array",
        "modgen.json:9:39: check.dependencies[5].module: 'my.core' is not a Swift module name; did you mean"
          + " 'my_core'?",
        "modgen.json:10:7: check.dependencies[6].module: \"module\" belongs to a \"path\" entry; a package names the"
          + " \"products\" the modules import",
        "modgen.json:11:16: check.dependencies[7].path: expected a folder, found an empty string",
        "modgen.json:12:44: check.dependencies[8].tests: unknown key 'tests'; expected one of package, products,"
          + " path, module",
        "modgen.json:13:7: check.dependencies[9]: expected an object, found a string",
      ])
  }

  func testCheckAndItsDependenciesMustHaveTheirShapes() {
    XCTAssertEqual(
      problems(#"{"check": {"dependencies": {"package": "../A"}}}"#),
      [
        "modgen.json:1:28: check.dependencies: expected a list of {\"package\": …, \"products\": […]} or"
          + " {\"path\": …, \"module\": …} entries, found an object"
      ])
    XCTAssertEqual(
      problems(#"{"check": {"dependency": []}}"#),
      ["modgen.json:1:12: check.dependency: unknown key 'dependency'; did you mean 'dependencies'?"])
    XCTAssertEqual(problems(#"{"check": []}"#), ["modgen.json:1:11: check: expected an object, found an array"])
    XCTAssertEqual(
      problems(#"{"check": {"dependencies": [{"package": "../A", "products": ["A", 3, ""]}]}}"#),
      [
        "modgen.json:1:67: check.dependencies[0].products[1]: expected a string, found a number",
        "modgen.json:1:70: check.dependencies[0].products[2]: a product name cannot be empty",
      ])
  }
}
