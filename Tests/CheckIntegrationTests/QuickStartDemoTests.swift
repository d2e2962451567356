import Foundation
import TestSupport
import XCTest

/// README's quick start, as a new user runs it: the demo package in `Examples/Demo` gets a module
/// from `swift package modgen gen …` (the command plugin) and `swift test` builds it against
/// ModuleCore and runs its generated tests.
final class QuickStartDemoTests: XCTestCase {
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

  /// A copy of the demo whose dependency points at this checkout (the demo finds it as `../..`).
  private func demoCopy() throws -> URL {
    let source = SharedFixtures.packageRoot.appendingPathComponent("Examples/Demo")
    let fileManager = FileManager.default
    let folder = fileManager.temporaryDirectory.appendingPathComponent("modgen-demo-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Demo")
    try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
    for item in ["Package.swift", "modgen.json", "Sources", "Tests"] {
      try fileManager.copyItem(at: source.appendingPathComponent(item), to: copy.appendingPathComponent(item))
    }
    for generated in ["Sources/Demo/Passcode", "Tests/DemoTests/Passcode"] {
      try? fileManager.removeItem(at: copy.appendingPathComponent(generated))
    }
    let manifest = copy.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: String.Encoding.utf8)
    let line = #"let modgenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()"#
    XCTAssertTrue(text.contains(line), "the demo's manifest finds modgen relative to itself")
    let pinned = text.replacingOccurrences(
      of: line + "\n  .appendingPathComponent(\"../..\").standardizedFileURL",
      with: "let modgenFolder = URL(fileURLWithPath: \"\(SharedFixtures.packageRoot.path)\")")
    XCTAssertNotEqual(pinned, text)
    try pinned.write(to: manifest, atomically: true, encoding: .utf8)
    return copy
  }

  func testTheDemoGetsAModuleFromThePluginAndItsTestsPass() throws {
    let demo = try demoCopy()
    let refused = try swift(["package", "modgen", "gen", "Passcode", "viper"], in: demo)
    XCTAssertNotEqual(refused.status, 0, "writing needs SwiftPM's permission")
    XCTAssertTrue(refused.output.contains("--allow-writing-to-package-directory"), refused.output)

    let gen = try swift(
      ["package", "--allow-writing-to-package-directory", "modgen", "gen", "Passcode", "viper"], in: demo)
    XCTAssertEqual(gen.status, 0, gen.output)
    XCTAssertTrue(gen.output.contains("create  Sources/Demo/Passcode/PasscodeModuleAssembly.swift"), gen.output)
    XCTAssertTrue(gen.output.contains("create  Tests/DemoTests/Passcode/PasscodePresenterTests.swift"), gen.output)

    let failing = try swift(
      ["package", "--allow-writing-to-package-directory", "modgen", "gen", "Login", "no-such-template"], in: demo)
    XCTAssertNotEqual(failing.status, 0, "a failing modgen fails the plugin")
    XCTAssertTrue(failing.output.contains("unknown template 'no-such-template'"), failing.output)

    let test = try swift(["test"], in: demo)
    XCTAssertEqual(test.status, 0, test.output)
    XCTAssertTrue(test.output.contains("PasscodePresenterTests"), test.output)
    XCTAssertTrue(test.output.contains("with 0 failures"), test.output)
    // README's count of the module's generated tests is what XCTest runs.
    let readme = try String(
      contentsOf: SharedFixtures.packageRoot.appendingPathComponent("README.md"), encoding: String.Encoding.utf8)
    let said = try XCTUnwrap(readme.range(of: #"its \d+ generated tests pass"#, options: .regularExpression))
    let count = readme[said].split(separator: " ")[1]
    XCTAssertTrue(test.output.contains("Executed \(count) tests"), "README says \(count): \(test.output)")
  }
}
