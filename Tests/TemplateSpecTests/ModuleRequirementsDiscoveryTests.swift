import Foundation
import XCTest

@testable import TemplateSpec

/// What the project states about a target's deployment target and ModuleCore, read from a Tuist `Project.swift` and
/// from `swift package describe`, so that `init` and `gen` can warn before a module fails to build.
final class ModuleRequirementsDiscoveryTests: XCTestCase {
  func testTuistDeploymentTargetsAndDependenciesAreRead() {
    let text = """
      let project = Project(name: "Shop", targets: [
        .target(
          name: "Shop", destinations: .iOS, product: .app, bundleId: "a.b",
          deploymentTargets: .iOS("15.0"),
          sources: ["Shop/Sources/**"],
          dependencies: [.external(name: "ModuleCore"), .target(name: "ShopKit")]
        ),
        Target(
          name: "Legacy", platform: .iOS, product: .framework, bundleId: "a.c",
          deploymentTarget: .iOS(targetVersion: "13.0", devices: [.iphone]),
          sources: "Legacy/**",
          dependencies: [.package(product: "Alamofire")]
        ),
        .target(name: "Plain", destinations: .iOS, product: .app, bundleId: "a.d", sources: ["Plain/**"]),
      ])
      """
    let targets = ProjectSourcesManifest.tuistTargets(text)

    XCTAssertEqual(targets.map(\.name), ["Shop", "Legacy", "Plain"], "a dependency's name is not a target's")
    XCTAssertEqual(targets.map(\.deploymentTarget), ["15.0", "13.0", nil])
    XCTAssertEqual(targets.map(\.dependsOnModuleCore), [true, false, nil], "no list, nothing stated")
  }

  func testABracketedListSkipsNestedListsAndStrings() {
    let text: Substring = #"[.a(["]"]), .b("x\"]")] tail"#
    XCTAssertEqual(ProjectSourcesManifest.bracketedList(text), #"[.a(["]"]), .b("x\"]")]"#)
    XCTAssertNil(ProjectSourcesManifest.bracketedList("[unclosed"))
    XCTAssertNil(ProjectSourcesManifest.bracketedList("no list"))
  }

  func testAPackagesIOSPlatformAndModuleCoreProductAreRead() throws {
    let json = """
      {"name": "Shop", "platforms": [{"name": "macos", "version": "13.0"}, {"name": "ios", "version": "15.0"}],
       "targets": [
        {"name": "Shop", "c99name": "Shop", "type": "library", "path": "Sources/Shop", "product_dependencies": ["ModuleCore"]},
        {"name": "Other", "c99name": "Other", "type": "library", "path": "Sources/Other"}]}
      """
    let survey = try PackageSurvey(json: Data(json.utf8), manifest: "Package.swift")

    XCTAssertEqual(survey.apps.map(\.target.deploymentTarget), ["15.0", "15.0"])
    XCTAssertEqual(survey.apps.map(\.target.linksModuleCore), [true, false])
    XCTAssertEqual(
      ModuleRequirements.warnings(for: survey.apps[1].target).count, 2, "below iOS 16, and no ModuleCore")
  }
}
