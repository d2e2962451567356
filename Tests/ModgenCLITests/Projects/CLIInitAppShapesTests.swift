import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `init` and `gen` in apps shaped like teams' apps (Tests/Fixtures/Apps): an XcodeGen app whose
/// project.yml uses the whole YAML language and whose modules live in a framework, a plain UIKit
/// app that deploys to iOS 12 and 15 without ModuleCore.
final class CLIInitAppShapesTests: XCTestCase {
  private var directory: URL!

  private var environment: [String: String] {
    [
      "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.appendingPathComponent("home").path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  /// A copy of the fixture app `name` in a fresh folder.
  private func app(_ name: String) throws -> URL {
    let source = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Apps/\(name)")
    directory = try makeTemporaryDirectory().appendingPathComponent(name)
    try FileManager.default.copyItem(at: source, to: directory)
    return directory
  }

  private func written() throws -> [String: Any] {
    try XCTUnwrap(try jsonObject(read(directory.appendingPathComponent("modgen.json"))) as? [String: Any])
  }

  func testXcodeGenFileWithBlockScalarsAnchorsAndMergeKeysIsReadAndTheRambafilesFrameworkChosen() throws {
    let folder = try app("XcodeGenFeatureFramework")
    let run = runModgen(["init", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(run.stderr.contains("warning"), run.stderr)
    XCTAssertTrue(run.stdout.contains("target  Presentation: module Presentation"), run.stdout)
    XCTAssertTrue(run.stdout.contains("test target  PresentationTests"), run.stdout)
    let json = try written()
    XCTAssertEqual(json["product_module_name"] as? String, "Presentation")
    XCTAssertEqual(json["sources_path"] as? String, "Presentation/Modules", "the Rambafile's folder")
    XCTAssertEqual(json["tests_path"] as? String, "PresentationTests/Modules")
    XCTAssertNil(json["xcode_project"], "the .xcodeproj is generated from project.yml; the Rambafile's is not used")
  }

  func testTargetNamesAFrameworkAndGeneratedTestsImportItFromItsTestTarget() throws {
    let folder = try app("XcodeGenFeatureFramework")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Rambafile"))
    let plain = runModgen(["init", "--no-input", "--dry-run"], in: folder, environment: environment)
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertTrue(plain.stderr.contains("target  Shop: module Shop"), "the app without --target: \(plain.stderr)")

    let run = runModgen(["init", "--no-input", "--target", "Presentation"], in: folder, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try written()
    XCTAssertEqual(json["product_module_name"] as? String, "Presentation")
    XCTAssertEqual(json["sources_path"] as? String, "Presentation")
    XCTAssertEqual(json["tests_path"] as? String, "PresentationTests")

    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    let tests = folder.appendingPathComponent("PresentationTests/Passcode")
    let files = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { $0.hasSuffix("Tests.swift") }
    XCTAssertFalse(files.isEmpty)
    for file in files {
      let text = try read(tests.appendingPathComponent(file))
      XCTAssertTrue(text.contains("@testable import Presentation\n"), "\(file) imports the framework")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests").path))

    let domain = runModgen(
      ["init", "--no-input", "--force", "--target", "Domain", "--dry-run"], in: folder, environment: environment)
    XCTAssertEqual(domain.status, 0, domain.stderr)
    XCTAssertTrue(domain.stderr.contains("target  Domain: module Domain, sources in Domain"), domain.stderr)
    XCTAssertTrue(
      domain.stderr.contains("test target  ShopTests"), "the tests of the app embedding it: \(domain.stderr)")
  }

  func testUnreadableProjectFileIsALocatedErrorAndNothingIsWritten() throws {
    let folder = try app("XcodeGenFeatureFramework")
    let manifest = folder.appendingPathComponent("project.yml")
    try write("name: Shop\ntargets:\n  Shop:\n    type: application\n\tsources: [Shop]\n", to: manifest)
    let run = runModgen(["init", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stderr.contains("project.yml:5:1: error: cannot read project.yml: tabs cannot indent YAML"), run.stderr)
    XCTAssertTrue(run.stderr.contains("\tsources: [Shop]\n"), "the line: \(run.stderr)")
    XCTAssertTrue(run.stderr.contains("^"), "a caret: \(run.stderr)")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("modgen.json").path))
  }

  func testInitAndGenWarnWhenTheAppDeploysBelowIOS16WithoutModuleCore() throws {
    let folder = try app("LegacyUIKitApp")
    let run = runModgen(["init", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "warning: target 'LegacyApp' deploys to iOS 12.0; generated modules and ModuleCore need iOS 16.0 or later"),
      run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "warning: target 'LegacyApp' does not depend on ModuleCore, which every generated module imports"),
      run.stderr)
    XCTAssertTrue(
      run.stderr.contains(".package(url: \"https://github.com/your-org/modgen\", branch: \"main\")"), run.stderr)

    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stderr.contains("warning: target 'LegacyApp' deploys to iOS 12.0"), gen.stderr)
    XCTAssertTrue(gen.stderr.contains("does not depend on ModuleCore"), gen.stderr)
  }

  func testXcodeGenAppBelowIOS16IsWarnedAboutAndOneWithModuleCoreIsNot() throws {
    let folder = try app("XcodeGenLegacyApp")
    let run = runModgen(["init", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("warning: target 'Legacy' deploys to iOS 15.0"), run.stderr)
    XCTAssertTrue(run.stderr.contains("warning: target 'Legacy' does not depend on ModuleCore"), run.stderr)
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stderr.contains("warning: target 'Legacy' deploys to iOS 15.0"), gen.stderr)
  }

  func testTuistAppBelowIOS16WithoutModuleCoreIsWarnedAbout() throws {
    let folder = try app("TuistLegacyApp")
    let run = runModgen(["init", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("target  Legacy: module Legacy"), run.stdout)
    XCTAssertTrue(run.stderr.contains("warning: target 'Legacy' deploys to iOS 15.0"), run.stderr)
    XCTAssertTrue(run.stderr.contains("warning: target 'Legacy' does not depend on ModuleCore"), run.stderr)
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stderr.contains("warning: target 'Legacy' deploys to iOS 15.0"), gen.stderr)
    XCTAssertTrue(gen.stderr.contains("warning: target 'Legacy' does not depend on ModuleCore"), gen.stderr)

    // Raised to iOS 16 with ModuleCore among its dependencies: nothing to say.
    let manifest = folder.appendingPathComponent("Project.swift")
    try write(
      try read(manifest).replacingOccurrences(of: ".iOS(\"15.0\")", with: ".iOS(\"16.0\")")
        .replacingOccurrences(of: ".external(name: \"Alamofire\"),", with: ".external(name: \"ModuleCore\"),"),
      to: manifest)
    let quiet = runModgen(["gen", "Settings", "viper", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(quiet.status, 0, quiet.stderr)
    XCTAssertFalse(quiet.stderr.contains("warning"), quiet.stderr)
  }
}
