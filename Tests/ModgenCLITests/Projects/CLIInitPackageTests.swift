import Foundation
import ModgenTestSupport
import XCTest

/// `init` in a local package reads its targets through `swift package describe`; `gen` then puts
/// the module in the library target and its tests in the test target.
final class CLIInitPackageTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    guard CLICompletionTests.which("swift") != nil else { throw XCTSkip("swift is not on PATH") }
    directory = try makeTemporaryDirectory().appendingPathComponent("Shop")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  private var environment: [String: String] { ProcessInfo.processInfo.environment }

  func testPackageTargetsGiveThePathsAndTheModuleName() throws {
    try write(
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Shop",
        targets: [
          .target(name: "ShopKit"),
          .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
        ]
      )
      """, to: directory.appendingPathComponent("Package.swift"))
    try write("public enum ShopKit {}\n", to: directory.appendingPathComponent("Sources/ShopKit/ShopKit.swift"))
    try write("import XCTest\n", to: directory.appendingPathComponent("Tests/ShopKitTests/ShopKitTests.swift"))
    let run = runModgen(["init", "--no-input", "--author", "A"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("found  Package.swift (Swift package)"), run.stdout)
    let json = try XCTUnwrap(
      try jsonObject(read(directory.appendingPathComponent("modgen.json"))) as? [String: Any])
    XCTAssertEqual(json["project_name"] as? String, "Shop")
    XCTAssertEqual(json["product_module_name"] as? String, "ShopKit")
    XCTAssertEqual(json["sources_path"] as? String, "Sources/ShopKit")
    XCTAssertEqual(json["tests_path"] as? String, "Tests/ShopKitTests")
    XCTAssertNil(json["xcode_project"])

    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    let code = directory.appendingPathComponent("Sources/ShopKit/Passcode/PasscodeViewController.swift")
    XCTAssertTrue(FileManager.default.fileExists(atPath: code.path), gen.stdout)
    let tests = try XCTUnwrap(
      FileManager.default.enumerator(atPath: directory.appendingPathComponent("Tests/ShopKitTests/Passcode").path)?
        .allObjects.compactMap { $0 as? String }.first { $0.hasSuffix(".swift") })
    let text = try read(directory.appendingPathComponent("Tests/ShopKitTests/Passcode/\(tests)"))
    XCTAssertTrue(text.contains("@testable import ShopKit"), text)
  }

  func testUnreadableManifestIsALocatedErrorAndWritesNothing() throws {
    try write(
      "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: 42)\n",
      to: directory.appendingPathComponent("Package.swift"))
    let run = runModgen(["init", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("Package.swift"), run.stderr)
    XCTAssertTrue(run.stderr.contains("error: cannot read Package.swift"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("modgen.json").path))
  }
}
