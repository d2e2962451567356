import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// Modules in a local Swift package that depends on this repository's ModuleCore by path: `init`
/// then `gen` puts a module into the package's existing target, and `gen --package-target` makes a
/// module a target of its own (with its test target); either way the package then builds and the
/// module's generated tests pass (one `swift build`, then `swift test`).
final class PackageTargetTests: XCTestCase {
  /// Runs only when MODGEN_INTEGRATION_TESTS=1 asks for the slow tests (each builds a package).
  override func setUpWithError() throws {
    try requireIntegrationTests()
  }

  private struct Run {
    var status: Int32
    var output: String
  }

  private func swift(_ arguments: [String], in directory: URL) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: output)
  }

  private func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// A package of features: one hand-written target that depends on ModuleCore (by path from this
  /// checkout, named after the checkout's folder as SwiftPM names a path dependency).
  private func makePackage(withTests: Bool = false) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-features-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Features")
    let modgen = SharedFixtures.packageRoot.standardizedFileURL
    try write(
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Features",
        platforms: [.macOS(.v13), .iOS(.v16)],
        dependencies: [.package(path: "\(modgen.path)")],
        targets: [
          // The app's home screen, written by hand.
          .target(name: "Home", dependencies: [.product(name: "ModuleCore", package: "\(modgen.lastPathComponent)")]),
      \(withTests ? "    .testTarget(name: \"HomeTests\", dependencies: [\"Home\"]),\n" : "")  ],
        swiftLanguageModes: [.v6]
      )

      """, to: "Package.swift", in: package)
    if withTests {
      try write("import XCTest\n@testable import Home\n", to: "Tests/HomeTests/HomeTests.swift", in: package)
    } else {
      try write(
        #"{ "project_name": "Features", "author": "modgen tests" }"# + "\n", to: "modgen.json", in: package)
    }
    try write("import ModuleCore\n\n/// The home screen.\nenum Home {}\n", to: "Sources/Home/Home.swift", in: package)
    return package
  }

  func testInitThenGenPutsAModuleIntoThePackagesTargetThatBuildsAndPasses() throws {
    let package = try makePackage(withTests: true)
    // `init` reads the package through `swift package describe`.
    var environment = fixedDateEnvironment
    environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    let initRun = runModgen(
      ["init", "--no-input", "--author", "modgen tests"], in: package, environment: environment)
    XCTAssertEqual(initRun.status, 0, initRun.stdout + initRun.stderr)
    XCTAssertTrue(initRun.stdout.contains("found  Package.swift (Swift package)"), initRun.stdout)
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: package, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stdout + gen.stderr)
    XCTAssertTrue(gen.stdout.contains("create  Sources/Home/Passcode/PasscodeViewController.swift"), gen.stdout)
    XCTAssertTrue(gen.stdout.contains("create  Tests/HomeTests/Passcode/"), gen.stdout)

    let build = try swift(["build", "--build-tests"], in: package)
    XCTAssertEqual(build.status, 0, build.output)
    let test = try swift(["test", "--skip-build"], in: package)
    XCTAssertEqual(test.status, 0, test.output)
    XCTAssertTrue(test.output.contains("PasscodePresenterTests"), "the generated tests ran:\n\(test.output)")
  }

  func testAViperModuleAsItsOwnTargetBuildsAndItsTestsPass() throws {
    let package = try makePackage()
    let gen = runModgen(
      ["gen", "Passcode", "viper", "--package-target"], in: package, environment: fixedDateEnvironment)
    XCTAssertEqual(gen.status, 0, gen.stdout + gen.stderr)
    XCTAssertTrue(gen.stdout.contains("update  Package.swift"), gen.stdout)
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    XCTAssertTrue(
      manifest.contains("    .target(name: \"Passcode\", dependencies: [.product(name: \"ModuleCore\""), manifest)
    XCTAssertTrue(manifest.contains("    .testTarget(name: \"PasscodeTests\", dependencies: [\"Passcode\""), manifest)

    let again = runModgen(
      ["gen", "Passcode", "viper", "--package-target"], in: package, environment: fixedDateEnvironment)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(
      try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8), manifest,
      "a second run adds nothing")

    let build = try swift(["build", "--build-tests"], in: package)
    XCTAssertEqual(build.status, 0, build.output)
    let test = try swift(["test", "--skip-build"], in: package)
    XCTAssertEqual(test.status, 0, test.output)
    XCTAssertTrue(test.output.contains("PasscodePresenterTests"), "the generated tests ran:\n\(test.output)")
  }
}
