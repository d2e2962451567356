import Foundation
import XCTest

/// The compile gate: every built-in template, rendered for `Passcode` in every parameter combination, must build
/// with ModuleCore in Swift 6 mode with warnings as errors, pass its own generated tests, and have no
/// `swift format lint` findings. One package holds every variant, so there is one build.
///
/// Set `MODGEN_SKIP_COMPILE_GATE=1` to skip it (it takes minutes on a cold cache).
final class CompileGateTests: XCTestCase {
  func testEveryTemplateVariantBuildsPassesItsTestsAndIsFormatted() throws {
    if ProcessInfo.processInfo.environment["MODGEN_SKIP_COMPILE_GATE"] == "1" {
      print("notice: compile gate skipped (MODGEN_SKIP_COMPILE_GATE=1)")
      throw XCTSkip("compile gate skipped (MODGEN_SKIP_COMPILE_GATE=1)")
    }
    var members: [GatePackage.Member] = []
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      XCTAssertLessThan(template.variants.count, 16, "\(name) has too many parameter combinations")
      for variant in template.variants {
        let files = try ModuleRenderer(template: template).render(
          moduleName: "Passcode", projectName: variant.targetName, variant: variant)
        members.append(GatePackage.Member(targetName: variant.targetName, files: files))
      }
      // One more module per template, with another name and non-default strings, to catch names baked in.
      let variant = template.variants[0].replacing(["use_case": "FetchOrders"])
      let targetName = "\(variant.targetName)OrderHistory"
      let files = try ModuleRenderer(template: template).render(
        moduleName: "OrderHistory", projectName: targetName, variant: variant)
      members.append(GatePackage.Member(targetName: targetName, files: files))
    }
    let package = GatePackage(root: GatePackage.defaultRoot, members: members)
    try package.write()
    print("compile gate: \(members.count) variants in \(package.root.path)")

    let build = try run(
      "swift", ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: package, timeout: 1800)
    guard build.succeeded else {
      return XCTFail("swift build failed\(build.timedOut ? " (timed out)" : ""):\n\(tail(of: build.output))")
    }
    let test = try run("swift", ["test", "--skip-build"], in: package, timeout: 600)
    XCTAssertTrue(
      test.succeeded, "generated tests failed\(test.timedOut ? " (timed out)" : ""):\n\(tail(of: test.output))")
    XCTAssertGreaterThan(
      count(in: test.output, after: "Executed ", before: " tests"), 0, "no XCTest ran:\n\(tail(of: test.output))")
    XCTAssertGreaterThan(
      count(in: test.output, after: "Test run with ", before: " tests"), 0,
      "no swift-testing test ran:\n\(tail(of: test.output))")

    let configuration = SnapshotTests.snapshotsRoot.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".swift-format")
    let lint = try run(
      "swift", ["format", "lint", "--strict", "--configuration", configuration.path, "-r"] + package.generatedFolders,
      in: package, timeout: 300)
    XCTAssertTrue(lint.succeeded, "swift format lint found problems:\n\(tail(of: lint.output))")
    XCTAssertEqual(lint.output.trimmingCharacters(in: .whitespacesAndNewlines), "", "swift format lint findings")
  }

  private func run(_ command: String, _ arguments: [String], in package: GatePackage, timeout: TimeInterval) throws
    -> ChildProcess.Outcome
  {
    try ChildProcess(executable: command, arguments: arguments, directory: package.root, timeout: timeout).run()
  }

  /// The largest number found between `prefix` and `suffix` in `output` (0 if none).
  private func count(in output: String, after prefix: String, before suffix: String) -> Int {
    output.components(separatedBy: prefix).dropFirst().compactMap { part in
      part.range(of: suffix).flatMap { Int(part[..<$0.lowerBound]) }
    }.max() ?? 0
  }

  private func tail(of output: String, lines: Int = 80) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
  }
}
