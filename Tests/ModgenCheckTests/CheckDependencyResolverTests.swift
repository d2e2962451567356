import Foundation
import Located
import ModgenSupport
import ModgenTestSupport
import TemplateSpec
import XCTest

@testable import ModgenCheck

/// `check.dependencies` resolved on disk: the scratch package gets the team's packages and source
/// folders, and every problem is an error at its place in modgen.json.
final class CheckDependencyResolverTests: XCTestCase {
  private let modgenJSON = """
    {
      "check": {
        "dependencies": [
          {"package": "../CoreKit", "products": ["CoreKit"]},
          {"path": "Sources/AppCore", "module": "AppCore"}
        ]
      }
    }
    """

  private func configuration(_ text: String) throws -> LocatedConfiguration {
    LocatedConfiguration(
      configuration: try ProjectConfiguration.parse(text, file: "/work/App/modgen.json"),
      file: URL(fileURLWithPath: "/work/App/modgen.json"))
  }

  private func resolve(_ text: String, on disk: InMemoryFileSystem, reserved: [String: String] = [:]) throws
    -> CheckDependencies
  {
    try CheckDependencyResolver(fileSystem: disk, paths: PathResolver(home: nil)).resolve(
      try configuration(text), reserved: reserved)
  }

  /// The rendered diagnostics of resolving `text`.
  private func problems(_ text: String, on disk: InMemoryFileSystem, reserved: [String: String] = [:]) throws
    -> [String]
  {
    do {
      _ = try resolve(text, on: disk, reserved: reserved)
      return []
    } catch {
      return Diagnostic.of(error).map(\.description)
    }
  }

  private func team() -> InMemoryFileSystem {
    InMemoryFileSystem([
      "/work/CoreKit/Package.swift": "// swift-tools-version:6.0\n",
      "/work/CoreKit/Sources/CoreKit/Core.swift": "public enum Core {}\n",
      "/work/CoreKit/.build/debug/junk.o": "built",
      "/work/App/Sources/AppCore/Greeting.swift": "public let greeting = \"hi\"\n",
      "/work/App/Sources/AppCore/Sub/More.swift": "public let more = 1\n",
      "/work/App/Sources/AppCore/README.md": "not Swift",
      "/work/App/Sources/AppCore/.hidden/Secret.swift": "let secret = 1\n",
    ])
  }

  func testResolvesPackagesByAbsolutePathAndSourceFoldersAsTargets() throws {
    let resolved = try resolve(modgenJSON, on: team())
    XCTAssertEqual(resolved.packages, [ScratchPackageDependency(path: "/work/CoreKit", products: ["CoreKit"])])
    XCTAssertEqual(resolved.packages.first?.identity, "CoreKit")
    XCTAssertEqual(resolved.sourceTargets.map(\.name), ["AppCore"])
    XCTAssertEqual(
      resolved.sourceTargets.first?.files,
      ["Greeting.swift": "public let greeting = \"hi\"\n", "Sub/More.swift": "public let more = 1\n"])
    XCTAssertEqual(resolved.sourceTargets.first?.isStrict, false, "the team's code is compiled as it is")
    XCTAssertEqual(resolved.products, [ScratchTarget.Product(name: "CoreKit", package: "CoreKit")])
    XCTAssertEqual(resolved.moduleNames, ["AppCore"])
    XCTAssertFalse(resolved.packagesHash.isEmpty)
  }

  func testWithoutDeclarationsThereIsNothingToAdd() throws {
    let resolver = CheckDependencyResolver(fileSystem: team(), paths: PathResolver(home: nil))
    XCTAssertTrue(try resolver.resolve(nil, reserved: [:]).isEmpty)
    XCTAssertEqual(try resolver.resolve(try configuration("{}"), reserved: [:]), .none)
  }

  /// A changed file of a team's package changes the hash the stamp includes; its build folder does not.
  func testThePackagesHashFollowsThePackagesFilesButNotItsBuildFolder() throws {
    let disk = team()
    let first = try resolve(modgenJSON, on: disk).packagesHash
    disk.addFile("/work/CoreKit/.build/debug/other.o", "rebuilt")
    XCTAssertEqual(try resolve(modgenJSON, on: disk).packagesHash, first)
    disk.addFile("/work/CoreKit/Sources/CoreKit/Core.swift", "public enum Core { case changed }\n")
    XCTAssertNotEqual(try resolve(modgenJSON, on: disk).packagesHash, first)
  }

  func testMissingFoldersAndPackagesAreReportedAtTheirPlaces() throws {
    let disk = InMemoryFileSystem([
      "/work/NotAPackage/README.md": "",
      "/work/App/Sources/Empty/notes.txt": "",
    ])
    let text = """
      {"check": {"dependencies": [
        {"package": "../CoreKit", "products": ["CoreKit"]},
        {"package": "../NotAPackage", "products": ["X"]},
        {"path": "Sources/AppCore", "module": "AppCore"},
        {"path": "Sources/Empty", "module": "Empty"}
      ]}}
      """
    XCTAssertEqual(
      try problems(text, on: disk),
      [
        """
        /work/App/modgen.json:2:15: error: check.dependencies[0].package: package folder '../CoreKit' does not exist \
        (looked at /work/CoreKit)
          {"package": "../CoreKit", "products": ["CoreKit"]},
                      ^
        """,
        """
        /work/App/modgen.json:3:15: error: check.dependencies[1].package: '../NotAPackage' is not a Swift package: \
        there is no Package.swift in /work/NotAPackage
          {"package": "../NotAPackage", "products": ["X"]},
                      ^
        """,
        """
        /work/App/modgen.json:4:12: error: check.dependencies[2].path: source folder 'Sources/AppCore' does not \
        exist (looked at /work/App/Sources/AppCore)
          {"path": "Sources/AppCore", "module": "AppCore"},
                   ^
        """,
        """
        /work/App/modgen.json:5:12: error: check.dependencies[3].path: 'Sources/Empty' holds no Swift files \
        (looked in /work/App/Sources/Empty)
          {"path": "Sources/Empty", "module": "Empty"}
                   ^
        """,
      ])
  }

  func testAModuleNameTakenTwiceIsAnErrorAtTheSecondName() throws {
    let disk = team()
    disk.addFile("/work/Other/CoreKit/Package.swift", "")
    disk.addFile("/work/App/Sources/Shared/A.swift", "")
    let text = """
      {"check": {"dependencies": [
        {"package": "../CoreKit", "products": ["CoreKit"]},
        {"path": "Sources/AppCore", "module": "ModuleCore"},
        {"path": "Sources/Shared", "module": "CoreKit"},
        {"path": "Sources/AppCore", "module": "PasscodeViper"},
        {"package": "../Other/CoreKit", "products": ["Other"]}
      ]}}
      """
    let reserved = CheckDependencyResolver.builtInModules.merging(["PasscodeViper": "a checked variant of 'viper'"]) {
      $1
    }
    let found = try problems(text, on: disk, reserved: reserved).map { String($0.split(separator: "\n")[0]) }
    let another = "; give this module another name"
    let expected: [String] = [
      "/work/App/modgen.json:3:41: error: check.dependencies[1].module: 'ModuleCore' is already the name of"
        + " ModuleCore, the library generated modules import" + another,
      "/work/App/modgen.json:4:40: error: check.dependencies[2].module: 'CoreKit' is already the name of a product"
        + " of check.dependencies[0]" + another,
      "/work/App/modgen.json:5:41: error: check.dependencies[3].module: 'PasscodeViper' is already the name of a"
        + " checked variant of 'viper'" + another,
      "/work/App/modgen.json:6:15: error: check.dependencies[4].package: check.dependencies[0] is a package in a"
        + " folder named 'CoreKit' too; SwiftPM names a package dependency after its folder, so two such packages"
        + " cannot be told apart",
    ]
    XCTAssertEqual(found, expected)
  }

  /// Every variant's module and test module is reserved, with the template it belongs to.
  func testReservedModulesNameEveryVariantAndItsTests() {
    let variant = PreparedVariant(
      variant: CheckVariant(moduleName: "PasscodeViper", assignments: []), problems: [], seconds: 0, files: [])
    let subject = CheckSubject(
      name: "viper", location: "<built-in>/viper", combinations: 1, variantCap: 32, problems: [], variants: [variant])
    let reserved = CheckDependencyResolver.reservedModules([subject])
    XCTAssertEqual(reserved["PasscodeViper"], "a checked variant of template 'viper'")
    XCTAssertEqual(reserved["PasscodeViperTests"], "the tests of a checked variant of 'viper'")
    XCTAssertNotNil(reserved["UIKit"])
    XCTAssertNotNil(reserved["_Testing_UIKit"])
  }
}
