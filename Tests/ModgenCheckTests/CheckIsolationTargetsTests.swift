import Foundation
import ModgenSupport
import XCTest

@testable import ModgenCLI
@testable import ModgenCheck

/// Each variant's MainActor twin is built as a new Xcode 26 app target is set up: default MainActor
/// isolation on the code, and on code and tests the upcoming features Approachable Concurrency adds in
/// Swift 6 mode (`NonisolatedNonsendingByDefault`, `InferIsolatedConformances`) with `ExistentialAny`.
final class CheckIsolationTargetsTests: XCTestCase {
  private func active(_ isolation: CheckVariant.Isolation) -> CheckPipeline.ActiveVariant {
    let name = isolation == .mainActor ? "PasscodeTMainActor" : "PasscodeT"
    let files = [
      PreparedFile(
        isTest: false, relativePath: "\(name)/\(name)View.swift", templateFile: "t/View.liquid", text: "struct V {}\n",
        lineOrigins: []),
      PreparedFile(
        isTest: true, relativePath: "\(name)/\(name)Tests.swift", templateFile: "t/Tests.liquid",
        text: "import XCTest\n", lineOrigins: []),
    ]
    let variant = CheckVariant(moduleName: name, assignments: [], isolation: isolation)
    return CheckPipeline.ActiveVariant(
      prepared: PreparedVariant(variant: variant, problems: [], seconds: 0, files: files), template: "t")
  }

  func testMainActorTwinGetsXcode26SettingsAndAnAppViewController() {
    let pipeline = CheckPipeline(
      builder: PackageBuilder(runner: ProcessRunner(environment: [:])),
      cache: CheckCache(directory: URL(fileURLWithPath: "/c")),
      moduleCore: ["Core.swift": ""], templateSources: [:])
    let targets = pipeline.targets([active(.nonisolated), active(.mainActor)])
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    XCTAssertEqual(byName["PasscodeT"]?.settings, [])
    XCTAssertNil(byName["PasscodeT"]?.files[CheckPipeline.appViewControllerFile])
    let approachable = [
      ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")",
      ".enableUpcomingFeature(\"InferIsolatedConformances\")",
      ".enableUpcomingFeature(\"ExistentialAny\")",
    ]
    XCTAssertEqual(byName["PasscodeTMainActor"]?.settings, [".defaultIsolation(MainActor.self)"] + approachable)
    XCTAssertEqual(byName["PasscodeTMainActorTests"]?.settings, approachable)
    XCTAssertTrue(
      byName["PasscodeTMainActor"]?.files[CheckPipeline.appViewControllerFile]?.contains("class ViewController {}")
        ?? false)
    let manifest = ScratchPackage.manifest(targets: targets)
    XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:6.2"), manifest)
    XCTAssertTrue(
      manifest.contains(
        "swiftSettings: strict + [.defaultIsolation(MainActor.self), "
          + ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\"), "
          + ".enableUpcomingFeature(\"InferIsolatedConformances\"), .enableUpcomingFeature(\"ExistentialAny\")]"),
      manifest)
    XCTAssertTrue(ScratchPackage.manifest(targets: [targets[0]]).hasPrefix("// swift-tools-version:6.0"))
  }

  func testSwiftVersionIsReadFromTheToolchainLine() {
    XCTAssertEqual(
      CheckCommand.swiftVersion(in: "Swift version 6.3.1 (swift-6.3.1-RELEASE)").map { [$0.0, $0.1] }, [6, 3])
    XCTAssertEqual(
      CheckCommand.swiftVersion(in: "Apple Swift version 6.1 (swiftlang-6.1.0.110.21 clang-1700.0.13.3)").map {
        [$0.0, $0.1]
      }, [6, 1])
    XCTAssertNil(CheckCommand.swiftVersion(in: "no version here"))
  }
}
