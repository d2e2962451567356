import Foundation
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenCheck

/// The scratch package with a team's dependencies: its `Package.swift` depends on the team's packages by
/// absolute path, compiles the team's source folders as targets, and every variant's code and tests
/// depend on all of them.
final class CheckDependencyManifestTests: XCTestCase {
  private func variant(_ name: String) -> CheckPipeline.ActiveVariant {
    let files = [
      PreparedFile(
        isTest: false, relativePath: "\(name)/\(name)View.swift", templateFile: "t/View.liquid",
        text: "import AppCore\n", lineOrigins: []),
      PreparedFile(
        isTest: true, relativePath: "\(name)/\(name)Tests.swift", templateFile: "t/Tests.liquid",
        text: "import XCTest\n", lineOrigins: []),
    ]
    return CheckPipeline.ActiveVariant(
      prepared: PreparedVariant(
        variant: CheckVariant(moduleName: name, assignments: []), problems: [], seconds: 0, files: files),
      template: "t")
  }

  private func dependencies() -> CheckDependencies {
    var source = ScratchTarget(
      name: "AppCore", isTest: false, dependencies: [], files: ["Greeting.swift": "public let greeting = 1\n"])
    source.isStrict = false
    return CheckDependencies(
      packages: [ScratchPackageDependency(path: "/work/Core \"Kit\"", products: ["CoreKit", "CoreKitUI"])],
      sourceTargets: [source], packagesHash: "abc")
  }

  private func pipeline(destination: CheckDestination = .host) -> CheckPipeline {
    var builder = PackageBuilder(runner: ProcessRunner(environment: [:]))
    builder.destination = destination
    var pipeline = CheckPipeline(
      builder: builder, cache: CheckCache(directory: URL(fileURLWithPath: "/c")),
      moduleCore: ["Core.swift": "public enum Core {}\n"],
      uiKit: ["UIKit": ["UIView.swift": ""], "_Testing_UIKit": ["Empty.swift": ""]], templateSources: [:])
    pipeline.dependencies = dependencies()
    return pipeline
  }

  func testTheManifestDependsOnTheTeamsPackagesAndCompilesItsSourceFolders() {
    let pipeline = pipeline()
    let targets = pipeline.targets([variant("PasscodeT")])
    XCTAssertEqual(
      targets.map(\.name), ["_Testing_UIKit", "UIKit", "ModuleCore", "AppCore", "PasscodeT", "PasscodeTTests"])
    let manifest = ScratchPackage.manifest(targets: targets, packages: pipeline.dependencies.packages)
    let condition = "condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])"
    let products =
      #".product(name: "CoreKit", package: "Core \"Kit\""), "#
      + #".product(name: "CoreKitUI", package: "Core \"Kit\"")"#
    XCTAssertEqual(
      manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      [
        "// swift-tools-version:6.0",
        "// Written by `modgen check`; rewritten on every run.",
        "import PackageDescription",
        "",
        #"let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors", "-continue-building-after-errors"])]"#,
        "",
        "let package = Package(",
        #"  name: "ModgenCheck","#,
        "  platforms: [.macOS(.v13), .iOS(.v16)],",
        "  dependencies: [",
        #"    .package(path: "/work/Core \"Kit\""),"#,
        "  ],",
        "  targets: [",
        #"    .target(name: "_Testing_UIKit", dependencies: [], path: "Sources/_Testing_UIKit", swiftSettings: strict),"#,
        #"    .target(name: "UIKit", dependencies: ["_Testing_UIKit"], path: "Sources/UIKit", swiftSettings: strict),"#,
        #"    .target(name: "ModuleCore", dependencies: [.target(name: "UIKit", \#(condition))], "#
          + #"path: "Sources/ModuleCore", swiftSettings: strict),"#,
        #"    .target(name: "AppCore", dependencies: ["ModuleCore", .target(name: "UIKit", \#(condition)), "#
          + products + #"], path: "Sources/AppCore", swiftSettings: []),"#,
        #"    .target(name: "PasscodeT", dependencies: ["ModuleCore", "AppCore", "# + products
          + #"], path: "Sources/PasscodeT", swiftSettings: strict),"#,
        #"    .testTarget(name: "PasscodeTTests", dependencies: ["PasscodeT", "ModuleCore", "AppCore", "#
          + products + #"], path: "Tests/PasscodeTTests", swiftSettings: strict),"#,
        "  ],",
        "  swiftLanguageModes: [.v6]",
        ")",
        "",
      ])
  }

  /// Without dependencies the manifest has no `dependencies:` and the variants depend on ModuleCore only.
  func testWithoutDependenciesTheManifestIsUnchanged() {
    var pipeline = pipeline()
    pipeline.dependencies = .none
    let targets = pipeline.targets([variant("PasscodeT")])
    let manifest = ScratchPackage.manifest(targets: targets)
    XCTAssertFalse(manifest.contains("dependencies: [\n"), manifest)
    XCTAssertTrue(
      manifest.contains(
        #".testTarget(name: "PasscodeTTests", dependencies: ["PasscodeT", "ModuleCore"], path: "Tests/PasscodeTTests""#),
      manifest)
  }

  /// On an iOS simulator the real UIKit is used: the stand-in's targets are left out, and nothing depends
  /// on them.
  func testForASimulatorTheUIKitStandInIsLeftOut() {
    let device = SimulatorDevice(name: "iPhone 16", udid: "UDID", runtime: "iOS 18.2")
    let targets = pipeline(destination: .iOSSimulator(device)).targets([variant("PasscodeT")])
    XCTAssertEqual(targets.map(\.name), ["ModuleCore", "AppCore", "PasscodeT", "PasscodeTTests"])
    XCTAssertTrue(targets.allSatisfy { $0.dependenciesWithoutUIKit.isEmpty })
  }

  /// The team's source folders are written into the scratch package, so their bytes are part of its
  /// inputs hash and a changed folder makes the next check build again.
  func testASourceFolderChangeChangesTheScratchPackagesInputs() throws {
    let disk = InMemoryFileSystem()
    let package = ScratchPackage(root: URL(fileURLWithPath: "/scratch"), fileSystem: disk)
    var pipeline = pipeline()
    let first = try package.write(targets: pipeline.targets([variant("PasscodeT")]))
    XCTAssertEqual(disk.text("/scratch/Sources/AppCore/Greeting.swift"), "public let greeting = 1\n")
    pipeline.dependencies.sourceTargets[0].files["Greeting.swift"] = "public let greeting = 2\n"
    let second = try package.write(targets: pipeline.targets([variant("PasscodeT")]))
    XCTAssertEqual(second.written, ["Sources/AppCore/Greeting.swift"])
    XCTAssertNotEqual(first.inputsHash, second.inputsHash)
  }

  /// The stamp's inputs change with the team's packages' contents and with the destination, so results
  /// are never reused across either; a variant's inputs follow the shared ones and its own files.
  func testTheStampFollowsThePackagesAndTheDestination() {
    let host = pipeline()
    let inputs = host.sharedInputs(toolchain: "Swift version 6.3")
    XCTAssertEqual(inputs, pipeline().sharedInputs(toolchain: "Swift version 6.3"))
    XCTAssertNotEqual(host.sharedInputs(toolchain: "Swift version 6.4"), inputs)
    var changedPackage = pipeline()
    changedPackage.dependencies.packagesHash = "abd"
    XCTAssertNotEqual(changedPackage.sharedInputs(toolchain: "Swift version 6.3"), inputs)
    let device = SimulatorDevice(name: "iPhone 16", udid: "UDID", runtime: "iOS 18.2")
    XCTAssertEqual(CheckDestination.iOSSimulator(device).stampDescription, "ios-simulator iOS 18.2 iPhone 16 UDID")
    let simulator = pipeline(destination: .iOSSimulator(device))
    XCTAssertNotEqual(simulator.sharedInputs(toolchain: "Swift version 6.3"), inputs)
    var changedCore = pipeline()
    changedCore.moduleCore["Core.swift"] = "public enum Core { case a }\n"
    XCTAssertNotEqual(changedCore.sharedInputs(toolchain: "Swift version 6.3"), inputs, "ModuleCore is shared")

    let one = host.variantInputs(variant("PasscodeT"), shared: inputs)
    XCTAssertEqual(one, host.variantInputs(variant("PasscodeT"), shared: inputs))
    XCTAssertNotEqual(one, host.variantInputs(variant("PasscodeT"), shared: "other"))
    XCTAssertNotEqual(one, host.variantInputs(variant("PasscodeU"), shared: inputs))
  }

}
