import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

@testable import ModgenCheck

/// ModuleCore and the UIKit stand-in are built once per toolchain, in a core package every scratch
/// package links: two checks of two template folders (two scratch packages) build the core once.
final class CheckCoreBuildTests: XCTestCase {
  /// Runs only when MODGEN_INTEGRATION_TESTS=1 asks for the slow tests (each builds a package).
  override func setUpWithError() throws {
    try requireIntegrationTests()
  }

  func testTwoTemplateFoldersShareOneCoreBuildAndATestImportsTestingAndUIKit() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-check-core-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let fixture = SharedFixtures.packageRoot.appendingPathComponent(
      "Tests/CheckIntegrationTests/Fixtures/CoreTemplates")
    let folders = [root.appendingPathComponent("first"), root.appendingPathComponent("second")]
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for folder in folders { try FileManager.default.copyItem(at: fixture, to: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
    let coreRoot = root.appendingPathComponent("cache/modgen/check/core")

    func check(_ folder: URL) throws -> (run: CLIRun, report: CheckReport) {
      let run = runModgen(
        ["check", "--templates", folder.path, "--isolation", "nonisolated", "--platform", "host", "--json"],
        in: SharedFixtures.packageRoot, environment: environment)
      XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
      let report = try XCTUnwrap(try? JSONDecoder().decode(CheckReport.self, from: Data(run.stdout.utf8)), run.stderr)
      let variants = report.templates.flatMap(\.variants)
      XCTAssertEqual(variants.map(\.module), ["PasscodeCheckCore"])
      XCTAssertEqual(variants.map(\.build), [.passed], (report.buildLog ?? "") + run.stderr)
      // The generated test imports Testing and UIKit: the compiler loads `_Testing_UIKit` from the core.
      XCTAssertEqual(variants.map(\.tests), [.passed], (report.testLog ?? "") + run.stderr)
      XCTAssertEqual(variants.map(\.testsPassed), [1])
      return (run, report)
    }

    let first = try check(folders[0])
    XCTAssertTrue(first.run.stderr.contains("check: building ModuleCore once"), first.run.stderr)
    let cores = try FileManager.default.contentsOfDirectory(atPath: coreRoot.path)
    XCTAssertEqual(cores.count, 1, "\(cores)")
    let core = coreRoot.appendingPathComponent(try XCTUnwrap(cores.first))
    let products = try dates(ofProductsIn: core)
    XCTAssertTrue(products.keys.contains { $0.contains("ModuleCore.build/") && $0.hasSuffix(".o") }, "\(products)")
    XCTAssertTrue(products.keys.contains { $0.contains("UIKit.build/") && $0.hasSuffix(".o") }, "\(products)")
    XCTAssertTrue(products.keys.contains { $0.contains("libModgenCheckCore.") }, "\(products)")

    let second = try check(folders[1])
    XCTAssertNotEqual(second.report.cacheDirectory, first.report.cacheDirectory, "two scratch packages")
    XCTAssertFalse(second.run.stderr.contains("check: building ModuleCore once"), second.run.stderr)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: coreRoot.path), cores)
    XCTAssertEqual(try dates(ofProductsIn: core), products, "the core was not built again")
    // The core's build counts in the build time of the run that built it, in no variant's seconds; a
    // variant's seconds hold its whole share of its own build.
    let firstVariant = try XCTUnwrap(first.report.templates.first?.variants.first)
    XCTAssertGreaterThan(first.report.buildSeconds, firstVariant.seconds + 1, "the core took seconds to build")
    let secondVariant = try XCTUnwrap(second.report.templates.first?.variants.first)
    XCTAssertLessThanOrEqual(second.report.buildSeconds, secondVariant.seconds + 0.001)

    // The scratch package links the core instead of compiling ModuleCore and the stand-in.
    let package = URL(fileURLWithPath: second.report.cacheDirectory).appendingPathComponent("package")
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    XCTAssertFalse(manifest.contains(#"name: "ModuleCore""#), manifest)
    XCTAssertFalse(manifest.contains(#"name: "UIKit""#), manifest)
    XCTAssertTrue(manifest.contains("-lModgenCheckCore"), manifest)
    for folder in ["Sources/ModuleCore", "Sources/UIKit", "Sources/_Testing_UIKit"] {
      XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent(folder).path), folder)
    }
  }

  /// The modification dates of the core build's object files and library, by path below `core`.
  private func dates(ofProductsIn core: URL) throws -> [String: Date] {
    let build = core.appendingPathComponent(".build").resolvingSymlinksInPath()
    let files = FileManager.default.enumerator(atPath: build.path)?.compactMap { $0 as? String } ?? []
    var dates: [String: Date] = [:]
    for file in files where file.hasSuffix(".o") || file.contains("libModgenCheckCore.") {
      let attributes = try FileManager.default.attributesOfItem(atPath: build.appendingPathComponent(file).path)
      dates[file] = attributes[.modificationDate] as? Date
    }
    return dates
  }
}
