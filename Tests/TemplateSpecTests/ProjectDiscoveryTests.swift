import Foundation
import TemplateSpec
import XCTest

/// What `init` reads from project files: app targets, module names, source folders and groups.
final class ProjectDiscoveryTests: XCTestCase {
  /// An app target `Webasyst X` (PRODUCT_NAME `$(TARGET_NAME)`) whose sources are in
  /// `App/Screens`, and its test target, which depends on it.
  private let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tMAIN = {isa = PBXGroup; children = (APPG, TESTG, ); sourceTree = "<group>"; };
    \t\tAPPG /* App */ = {isa = PBXGroup; children = (SCRG, ); name = "Webasyst App"; path = App; sourceTree = "<group>"; };
    \t\tSCRG /* Screens */ = {isa = PBXGroup; children = (F1, F2, ); path = Screens; sourceTree = "<group>"; };
    \t\tTESTG /* AppTests */ = {isa = PBXGroup; children = (F3, ); path = AppTests; sourceTree = "<group>"; };
    \t\tF1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
    \t\tF3 = {isa = PBXFileReference; path = ATests.swift; sourceTree = "<group>"; };
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
    \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
    \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
    \t\tP2 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tD1 = {isa = PBXTargetDependency; target = T1; };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = "Webasyst X"; productType = "com.apple.product-type.application"; };
    \t\tT2 = {isa = PBXNativeTarget; buildPhases = (P2, ); dependencies = (D1, ); name = Checks; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tT3 = {isa = PBXNativeTarget; buildPhases = (); name = Kit; productType = "com.apple.product-type.framework"; };
    \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (T1, T2, T3, ); };
    \t};
    \trootObject = ROOT;
    }
    """

  func testAppTargetModuleNameFolderGroupAndTests() throws {
    let survey = try XcodeProjectSurvey(text: project, file: "project.pbxproj")
    XCTAssertEqual(survey.targetNames, ["Webasyst X", "Checks", "Kit"])
    XCTAssertEqual(survey.apps.filter(\.isOffered).count, 1, "a framework is not an app")
    XCTAssertEqual(survey.apps.map(\.target.name), ["Webasyst X", "Kit"], "a framework is taken when named")
    let app = try XCTUnwrap(survey.apps.first)
    XCTAssertEqual(app.target.name, "Webasyst X")
    XCTAssertEqual(app.target.moduleName, "Webasyst_X", "PRODUCT_NAME with $(TARGET_NAME), made an identifier")
    XCTAssertEqual(app.target.folder, "App/Screens")
    XCTAssertEqual(app.target.group, "Webasyst App/Screens", "the names Xcode shows")
    XCTAssertFalse(app.target.isSynchronized)
    XCTAssertEqual(app.testTargets.map(\.name), ["Checks"], "found through its dependency on the app")
    XCTAssertEqual(app.testTargets.first?.folder, "AppTests")
  }

  func testModuleNameSettingWins() throws {
    let text = project.replacingOccurrences(
      of: "PRODUCT_NAME = \"$(TARGET_NAME)\";", with: "PRODUCT_MODULE_NAME = WebasystCore; PRODUCT_NAME = Other;")
    let survey = try XcodeProjectSurvey(text: text, file: "project.pbxproj")
    XCTAssertEqual(survey.apps.first?.target.moduleName, "WebasystCore")
  }

  func testXcodeGenTargets() throws {
    let survey = try XcodeGenSurvey(
      text: """
        name: Shop
        targets:
          Shop:
            type: application
            sources:
              - path: Shop
              - Shared
            settings:
              base:
                PRODUCT_MODULE_NAME: ShopApp
          ShopTests:
            type: bundle.unit-test
            sources: ShopTests
        """, file: "project.yml")
    XCTAssertEqual(survey.name, "Shop")
    XCTAssertEqual(survey.targets.map(\.sources), [["Shop", "Shared"], ["ShopTests"]])
    let app = try XCTUnwrap(survey.apps.first)
    XCTAssertEqual(app.target.moduleName, "ShopApp")
    XCTAssertEqual(app.testTargets.map(\.name), ["ShopTests"], "named <App>Tests")
  }

  func testManifestCoverage() throws {
    let manifest = ProjectSourcesManifest(
      kind: .tuist, file: URL(fileURLWithPath: "/p/Project.swift"),
      text: #"""
        .target(name: "App", product: .app, sources: ["App/Sources/**", "Shared/**/*.swift"]),
        .target(name: "AppTests", product: .unitTests, sources: ["App/Tests/**"])
        """#)
    XCTAssertEqual(manifest.targets.map(\.name), ["App", "AppTests"])
    XCTAssertEqual(manifest.targets.first?.folders, ["App/Sources", "Shared"])
    XCTAssertEqual(manifest.target(covering: "App/Sources/Passcode", test: false)?.name, "App")
    XCTAssertEqual(manifest.target(covering: "App/Tests/Passcode", test: true)?.name, "AppTests")
    XCTAssertNil(manifest.target(covering: "App/SourcesExtra/Passcode", test: false), "a prefix is not a folder")
    XCTAssertEqual(manifest.linesToAdd(folder: "Modules/Passcode"), [#""Modules/Passcode/**","#])
  }
}
