import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

@testable import ModgenCheck

/// `modgen check` on a project whose templates import a module of the project's own: modgen.json's
/// `check.dependencies` names the source folder, which the scratch package compiles as a target every
/// variant depends on (one real build, of one variant).
final class CheckDependencyTests: XCTestCase {
  /// Runs only when MODGEN_INTEGRATION_TESTS=1 asks for the slow tests (each builds a package).
  override func setUpWithError() throws {
    try requireIntegrationTests()
  }

  func testATemplateImportingAProjectSourceFolderCompilesAndPassesItsTests() throws {
    let project = SharedFixtures.packageRoot.appendingPathComponent(
      "Tests/CheckIntegrationTests/Fixtures/DependencyProject")
    let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modgen-check-dependency-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cacheHome) }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = cacheHome.path
    let run = runModgen(
      ["check", "check-dependency", "--isolation", "nonisolated", "--platform", "host", "--json", "--keep"],
      in: project, environment: environment)
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    let report = try XCTUnwrap(try? JSONDecoder().decode(CheckReport.self, from: Data(run.stdout.utf8)), run.stderr)
    let variants = try XCTUnwrap(report.templates.first { $0.name == "check-dependency" }?.variants)
    XCTAssertEqual(variants.map(\.module), ["PasscodeCheckDependency"])
    XCTAssertEqual(variants.map(\.build), [.passed])
    XCTAssertEqual(variants.map(\.tests), [.passed])
    XCTAssertEqual(variants.map(\.testsPassed), [1])

    let package = URL(fileURLWithPath: report.cacheDirectory).appendingPathComponent("package")
    let copied = try String(
      contentsOf: package.appendingPathComponent("Sources/AppCore/Greeting.swift"), encoding: .utf8)
    XCTAssertTrue(copied.contains("Hello, \\(name)!"), copied)
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    // ModuleCore comes from the core build, which the project's module and the variant both link.
    XCTAssertTrue(manifest.contains(#".target(name: "PasscodeCheckDependency", dependencies: ["AppCore"]"#), manifest)
    XCTAssertTrue(manifest.contains(#".target(name: "AppCore", dependencies: []"#), manifest)
    XCTAssertFalse(manifest.contains(#"name: "ModuleCore""#), manifest)
  }
}
