import Foundation
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenCheck

/// The core build: which runs use one, where it lives, what its package declares, and how a scratch
/// package links it instead of compiling ModuleCore and the UIKit stand-in.
final class CheckCoreTargetsTests: XCTestCase {
  private func variant(_ name: String) -> CheckPipeline.ActiveVariant {
    let files = [
      PreparedFile(
        isTest: false, relativePath: "\(name)/\(name)View.swift", templateFile: "t/View.liquid",
        text: "import ModuleCore\n", lineOrigins: []),
      PreparedFile(
        isTest: true, relativePath: "\(name)/\(name)Tests.swift", templateFile: "t/Tests.liquid",
        text: "import XCTest\n", lineOrigins: []),
    ]
    return CheckPipeline.ActiveVariant(
      prepared: PreparedVariant(
        variant: CheckVariant(moduleName: name, assignments: []), problems: [], seconds: 0, files: files),
      template: "t")
  }

  private func pipeline(
    environment: [String: String] = [:], destination: CheckDestination = .host,
    moduleCore: [String: String] = ["Core.swift": "public enum Core {}\n"]
  ) -> CheckPipeline {
    var builder = PackageBuilder(runner: ProcessRunner(environment: environment))
    builder.destination = destination
    return CheckPipeline(
      builder: builder, cache: CheckCache(directory: URL(fileURLWithPath: "/c/0123")), moduleCore: moduleCore,
      uiKit: ["UIKit": ["UIView.swift": ""], "_Testing_UIKit": ["Empty.swift": ""]], templateSources: [:])
  }

  func testTheCoreLivesInTheSharedCoreFolderNamedByToolchainAndContents() throws {
    let cache = CheckCache(
      templateDirectories: ["/a"], workingDirectory: URL(fileURLWithPath: "/"),
      environment: [
        "XDG_CACHE_HOME": "/x"
      ])
    XCTAssertEqual(cache.coreDirectory.path, "/x/modgen/check/core")

    let core = try XCTUnwrap(pipeline().coreBuild(toolchain: "Swift version 6.3.1"))
    XCTAssertEqual(core.directory.deletingLastPathComponent().path, "/c/0123/core")
    XCTAssertEqual(core.targets.map(\.name), ["_Testing_UIKit", "UIKit", "ModuleCore"])
    XCTAssertEqual(pipeline().coreBuild(toolchain: "Swift version 6.3.1")?.directory, core.directory)
    XCTAssertNotEqual(pipeline().coreBuild(toolchain: "Swift version 6.2")?.directory, core.directory)
    let changed = pipeline(moduleCore: ["Core.swift": "public enum Core { case one }\n"])
    XCTAssertNotEqual(changed.coreBuild(toolchain: "Swift version 6.3.1")?.directory, core.directory)
    XCTAssertEqual(core.modulesDirectory.path, core.directory.path + "/.build/debug/Modules")
    XCTAssertEqual(
      core.linkerFlags,
      [
        "-L", core.directory.path + "/.build/debug", "-lModgenCheckCore", "-Xlinker", "-rpath", "-Xlinker",
        core.directory.path + "/.build/debug",
      ])
  }

  func testNoCoreForASimulatorForProjectPackagesOrWhenTurnedOff() {
    let device = SimulatorDevice(name: "iPhone 16", udid: "UDID", runtime: "iOS 18.2")
    XCTAssertNil(pipeline(destination: .iOSSimulator(device)).coreBuild(toolchain: "6.3"))
    XCTAssertNil(pipeline(environment: ["MODGEN_CHECK_SHARED_CORE": "0"]).coreBuild(toolchain: "6.3"))
    var withPackage = pipeline()
    withPackage.dependencies = CheckDependencies(
      packages: [ScratchPackageDependency(path: "/work/CoreKit", products: ["CoreKit"])], packagesHash: "abc")
    XCTAssertNil(withPackage.coreBuild(toolchain: "6.3"))
    var withSourceFolder = pipeline()
    withSourceFolder.dependencies = CheckDependencies(
      sourceTargets: [ScratchTarget(name: "AppCore", isTest: false, dependencies: [], files: ["A.swift": ""])])
    XCTAssertNotNil(withSourceFolder.coreBuild(toolchain: "6.3"))
  }

  func testTheCorePackageIsOneDynamicLibraryOfTheStandInAndModuleCore() throws {
    let core = try XCTUnwrap(pipeline().coreBuild(toolchain: "6.3"))
    let manifest = ScratchPackage.manifest(targets: core.targets, dynamicLibrary: CheckCoreBuild.libraryName)
    XCTAssertTrue(
      manifest.contains(
        #"  products: [.library(name: "ModgenCheckCore", type: .dynamic, targets: ["_Testing_UIKit", "UIKit", "ModuleCore"])],"#
      ), manifest)
    XCTAssertTrue(
      manifest.contains(#".target(name: "ModuleCore", dependencies: [.target(name: "UIKit", condition: "#), manifest)
    XCTAssertTrue(manifest.contains(#"path: "Sources/ModuleCore", swiftSettings: strict),"#), manifest)
  }

  func testAScratchPackageWithACoreLinksItInsteadOfCompilingModuleCore() throws {
    var pipeline = pipeline()
    var source = ScratchTarget(name: "AppCore", isTest: false, dependencies: [], files: ["A.swift": ""])
    source.isStrict = false
    pipeline.dependencies = CheckDependencies(sourceTargets: [source])
    let inPackage = pipeline.sharedInputs(toolchain: "6.3")
    let core = try XCTUnwrap(pipeline.coreBuild(toolchain: "6.3"))
    pipeline.core = core
    let targets = pipeline.targets([variant("PasscodeT")])
    XCTAssertEqual(targets.map(\.name), ["AppCore", "PasscodeT", "PasscodeTTests"])
    XCTAssertEqual(targets.map(\.dependencies), [[], ["AppCore"], ["PasscodeT", "AppCore"]])
    XCTAssertEqual(targets.map(\.linkerFlags), Array(repeating: core.linkerFlags, count: 3))
    XCTAssertTrue(targets.allSatisfy(\.dependenciesWithoutUIKit.isEmpty))
    let manifest = ScratchPackage.manifest(targets: targets)
    XCTAssertTrue(
      manifest.contains(
        #".target(name: "PasscodeT", dependencies: ["AppCore"], path: "Sources/PasscodeT", swiftSettings: strict, "#
          + #"linkerSettings: [.unsafeFlags(["-L", "\#(core.directory.path)/.build/debug", "-lModgenCheckCore", "#),
      manifest)
    XCTAssertFalse(manifest.contains("ModuleCore"), manifest)
    // Results from a package that compiled ModuleCore itself are not reused for one that links the core.
    XCTAssertNotEqual(pipeline.sharedInputs(toolchain: "6.3"), inPackage)
  }
}
