import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `init` reads the project in the folder (an Xcode project, a local package, an XcodeGen or
/// Tuist manifest) and writes a modgen.json with which `gen` puts the files in the right targets.
final class CLIInitProjectTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory().appendingPathComponent("Work")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  private var environment: [String: String] {
    [
      "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.appendingPathComponent("home").path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  private func written() throws -> [String: Any] {
    try XCTUnwrap(try jsonObject(read(directory.appendingPathComponent("modgen.json"))) as? [String: Any])
  }

  /// Copies a conformance project to `<name>.xcodeproj/project.pbxproj` in the folder.
  private func copyProject(_ fixture: String, as name: String) throws -> URL {
    let source = try requireShared("conformance/xcodeproj/\(fixture).pbxproj")
    let target = directory.appendingPathComponent("\(name).xcodeproj/project.pbxproj")
    try write(read(source), to: target)
    return target
  }

  private var modgenJSONExists: Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent("modgen.json").path)
  }

  func testClassicGroupsGiveTargetsFolderAndGroupThenGenAddsTheFiles() throws {
    let pbxproj = try copyProject("CoderMJLee-MJRefresh__MJRefreshExample", as: "MJRefreshExample")
    let run = runModgen(["init", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("found  MJRefreshExample.xcodeproj (Xcode project)"), run.stdout)
    XCTAssertTrue(run.stdout.contains("create  modgen.json"), run.stdout)
    let json = try written()
    XCTAssertEqual(json["project_name"] as? String, "MJRefreshExample")
    XCTAssertEqual(json["product_module_name"] as? String, "MJRefreshExample")
    XCTAssertEqual(json["sources_path"] as? String, "MJRefreshExample")
    XCTAssertEqual(json["tests_path"] as? String, "MJRefreshExampleTests")
    let project = try XCTUnwrap(json["xcode_project"] as? [String: Any])
    XCTAssertEqual(project["path"] as? String, "MJRefreshExample.xcodeproj")
    XCTAssertEqual(project["targets"] as? [String], ["MJRefreshExample"])
    XCTAssertEqual(project["test_targets"] as? [String], ["MJRefreshExampleTests"])
    XCTAssertEqual(project["group"] as? String, "MJRefreshExample")

    let before = try read(pbxproj)
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stdout.contains("update  MJRefreshExample.xcodeproj/project.pbxproj"), gen.stdout)
    let after = try read(pbxproj)
    XCTAssertNotEqual(before, after)
    XCTAssertTrue(after.contains("PasscodeViewController.swift in Sources"), "code file in the app's Sources phase")
    let test = try XCTUnwrap(
      FileManager.default.enumerator(atPath: directory.appendingPathComponent("MJRefreshExampleTests/Passcode").path)?
        .allObjects.compactMap { $0 as? String }.first { $0.hasSuffix("Tests.swift") })
    XCTAssertTrue(after.contains("\((test as NSString).lastPathComponent) in Sources"), "test file in the tests' phase")
    let testText = try read(directory.appendingPathComponent("MJRefreshExampleTests/Passcode/\(test)"))
    XCTAssertTrue(testText.contains("@testable import MJRefreshExample"), testText)
  }

  func testSynchronizedFoldersNeedNoEdit() throws {
    let pbxproj = try copyProject("jessesquires-ReactiveCollectionsKit__ExampleApp", as: "ExampleApp")
    let run = runModgen(["init", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try written()
    XCTAssertEqual(json["sources_path"] as? String, "Sources")
    // The test target owns no folder: its files are in Tests/UnitTests through Target Membership.
    XCTAssertEqual(json["tests_path"] as? String, "Tests/UnitTests")
    XCTAssertTrue(run.stdout.contains("sources in Sources (synchronized folder)"), run.stdout)
    let project = try XCTUnwrap(json["xcode_project"] as? [String: Any])
    XCTAssertEqual(project["targets"] as? [String], ["ExampleApp"])
    XCTAssertEqual(project["test_targets"] as? [String], ["ExampleAppTests"])

    let before = try read(pbxproj)
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stderr.contains("Sources is a synchronized folder"), gen.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Sources/Passcode/PasscodeViewController.swift").path))
    let after = try read(pbxproj)
    XCTAssertFalse(after.contains("PasscodeViewController.swift"), "Xcode picks the app's files up itself")
    XCTAssertTrue(
      after.contains("UnitTests/Passcode/PasscodePresenterTests.swift"),
      "the test target gets its files as Target Membership does")
    let kept = Set(before.split(separator: "\n"))
    XCTAssertTrue(kept.isSubset(of: Set(after.split(separator: "\n"))), "lines are only inserted")
  }

  func testSeveralAppTargetsWithoutInputFailWithTheFlagsThatChoose() throws {
    _ = try copyProject("rxhanson-Rectangle__Rectangle", as: "Rectangle")
    let run = runModgen(["init", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 64, run.stderr)
    XCTAssertTrue(run.stderr.contains("has 2 app targets: Rectangle, "), run.stderr)
    XCTAssertTrue(run.stderr.contains("--target"), run.stderr)
    XCTAssertFalse(modgenJSONExists)

    let chosen = runModgen(["init", "--no-input", "--target", "Rectangle"], in: directory, environment: environment)
    XCTAssertEqual(chosen.status, 0, chosen.stderr)
    let project = try XCTUnwrap(try written()["xcode_project"] as? [String: Any])
    XCTAssertEqual(project["targets"] as? [String], ["Rectangle"])

    let asked = runModgen(
      ["init", "--force", "--author", "A", "--company", "", "--prefix", ""], in: directory,
      environment: environment, input: ["2", "", "", "", ""], tty: true)
    XCTAssertEqual(asked.status, 0, asked.stderr)
    XCTAssertTrue(asked.stderr.contains("Which app target do modules go to?"), asked.stderr)
    let second = try XCTUnwrap(try written()["xcode_project"] as? [String: Any])
    XCTAssertNotEqual(second["targets"] as? [String], ["Rectangle"])
  }

  func testSeveralTestTargetsWithoutInputFailWithTheFlagThatChooses() throws {
    // The app has two unit-test targets, neither named after it (its UI tests made unit tests).
    let source = try requireShared("conformance/xcodeproj/home-assistant-iOS__HomeAssistant.pbxproj")
    try write(
      read(source).replacingOccurrences(
        of: "com.apple.product-type.bundle.ui-testing", with: "com.apple.product-type.bundle.unit-test"),
      to: directory.appendingPathComponent("HomeAssistant.xcodeproj/project.pbxproj"))
    let run = runModgen(["init", "--no-input", "--target", "App"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 64, run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "has 2 unit-test targets for App: Tests-App, Tests-UI; choose the one module tests go to"
          + " with --test-target <name>"), run.stderr)
    XCTAssertFalse(modgenJSONExists)

    let chosen = runModgen(
      ["init", "--no-input", "--target", "App", "--test-target", "Tests-UI"], in: directory, environment: environment)
    XCTAssertEqual(chosen.status, 0, chosen.stderr)
    let project = try XCTUnwrap(try written()["xcode_project"] as? [String: Any])
    XCTAssertEqual(project["test_targets"] as? [String], ["Tests-UI"])
    // A target whose files are listed lives where they are, not in the first synchronized folder it also has.
    XCTAssertEqual(try written()["sources_path"] as? String, "Sources/App")

    let asked = runModgen(
      ["init", "--force", "--target", "App", "--author", "A", "--company", "", "--prefix", ""], in: directory,
      environment: environment, input: ["2", "", "", ""], tty: true)
    XCTAssertEqual(asked.status, 0, asked.stderr)
    XCTAssertTrue(asked.stderr.contains("Which test target do the tests of App's modules go to?"), asked.stderr)
    let second = try XCTUnwrap(try written()["xcode_project"] as? [String: Any])
    XCTAssertEqual(second["test_targets"] as? [String], ["Tests-UI"])
  }

  func testProjectChoosesAmongSeveralInTheFolder() throws {
    _ = try copyProject("rxhanson-Rectangle__Rectangle", as: "Rectangle")
    _ = try copyProject("home-assistant-iOS__HomeAssistant", as: "HomeAssistant")
    let chosen = runModgen(
      ["init", "--no-input", "--project", "./HomeAssistant.xcodeproj/", "--target", "App"], in: directory,
      environment: environment)
    XCTAssertEqual(chosen.status, 0, chosen.stderr)
    XCTAssertTrue(chosen.stdout.contains("found  HomeAssistant.xcodeproj (Xcode project)"), chosen.stdout)
    let project = try XCTUnwrap(try written()["xcode_project"] as? [String: Any])
    XCTAssertEqual(project["path"] as? String, "HomeAssistant.xcodeproj")

    // Rectangle's app target is not in the project chosen.
    let other = runModgen(
      ["init", "--no-input", "--force", "--project", "HomeAssistant.xcodeproj", "--target", "Rectangle"],
      in: directory, environment: environment)
    XCTAssertEqual(other.status, 64, other.stderr)

    let unknown = runModgen(
      ["init", "--no-input", "--force", "--project", "Rectangel.xcodeproj"], in: directory, environment: environment)
    XCTAssertEqual(unknown.status, 64, unknown.stderr)
    XCTAssertTrue(
      unknown.stderr.contains(
        "no project 'Rectangel.xcodeproj' in this folder (projects here: HomeAssistant.xcodeproj, Rectangle.xcodeproj)"),
      unknown.stderr)
    XCTAssertTrue(unknown.stderr.contains("did you mean 'Rectangle.xcodeproj'?"), unknown.stderr)
  }

  func testUnknownTargetIsAUsageErrorWithASuggestion() throws {
    _ = try copyProject("rxhanson-Rectangle__Rectangle", as: "Rectangle")
    let run = runModgen(["init", "--no-input", "--target", "Rectangel"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 64, run.stderr)
    XCTAssertTrue(run.stderr.contains("did you mean 'Rectangle'?"), run.stderr)
    XCTAssertFalse(modgenJSONExists)
  }

  func testProjectWithoutAnAppTargetIsALocatedErrorAndWritesNothing() throws {
    _ = try copyProject("Alamofire-Alamofire__Alamofire", as: "Alamofire")
    let run = runModgen(["init", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stderr.range(
        of: #"Alamofire.xcodeproj/project.pbxproj:\d+:\d+: error: the project has no application target"#,
        options: .regularExpression) != nil, run.stderr)
    XCTAssertTrue(run.stderr.contains("targets = ("), "the line with a caret: \(run.stderr)")
    XCTAssertTrue(run.stderr.contains("--no-project"), run.stderr)
    XCTAssertFalse(modgenJSONExists)
    let without = runModgen(["init", "--no-input", "--no-project"], in: directory, environment: environment)
    XCTAssertEqual(without.status, 0, without.stderr)
    XCTAssertNil(try written()["xcode_project"])
  }

  func testXcodeGenProjectIsReadAndGenSaysTheFolderIsCovered() throws {
    try write(
      """
      name: Webasyst
      targets:
        Webasyst X:
          type: application
          platform: iOS
          sources: [App]
        WebasystTests:
          type: bundle.unit-test
          platform: iOS
          sources:
            - path: AppTests
          dependencies:
            - target: Webasyst X
      """, to: directory.appendingPathComponent("project.yml"))
    let pbxproj = try copyProject("CoderMJLee-MJRefresh__MJRefreshExample", as: "Webasyst")
    let run = runModgen(["init", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("project.yml (XcodeGen project"), run.stdout)
    let json = try written()
    XCTAssertEqual(json["product_module_name"] as? String, "Webasyst_X")
    XCTAssertEqual(json["sources_path"] as? String, "App")
    XCTAssertEqual(json["tests_path"] as? String, "AppTests")
    XCTAssertNil(json["xcode_project"], "the generated project is not named")

    let before = try read(pbxproj)
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(
      gen.stderr.contains("project.yml already includes App/Passcode (Webasyst X) and AppTests/Passcode"), gen.stderr)
    XCTAssertEqual(try read(pbxproj), before)
  }

  func testXcodeGenFolderNotCoveredPrintsTheLinesToAdd() throws {
    try write(
      "targets:\n  App:\n    type: application\n    sources: [App]\n",
      to: directory.appendingPathComponent("project.yml"))
    try write(
      "{\"sources_path\": \"Modules\", \"tests_path\": \"ModuleTests\", \"xcode_project\": {\"path\": \"App.xcodeproj\"}}\n",
      to: directory.appendingPathComponent("modgen.json"))
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stderr.contains("has no target whose sources hold Modules/Passcode"), gen.stderr)
    XCTAssertTrue(gen.stderr.contains("the sources of target App"), gen.stderr)
    XCTAssertTrue(gen.stderr.contains("- path: Modules/Passcode"), gen.stderr)
    XCTAssertTrue(gen.stderr.contains("the generated .xcodeproj is not edited"), gen.stderr)
  }

  func testTuistManifestIsRecognisedWithoutRunningIt() throws {
    try write(
      """
      import ProjectDescription

      let project = Project(
        name: "Shop",
        targets: [
          .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "a.b", sources: ["Shop/Sources/**"]),
          .target(
            name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "a.c",
            sources: ["Shop/Tests/**"], dependencies: [.target(name: "Shop")]),
        ]
      )
      """, to: directory.appendingPathComponent("Project.swift"))
    let run = runModgen(["init", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("Project.swift (Tuist project"), run.stdout)
    let json = try written()
    XCTAssertEqual(json["sources_path"] as? String, "Shop/Sources")
    XCTAssertEqual(json["tests_path"] as? String, "Shop/Tests")
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: directory, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stderr.contains("Project.swift already includes Shop/Sources/Passcode (Shop)"), gen.stderr)
  }

  func testDryRunPrintsTheFileAndWritesNothing() throws {
    _ = try copyProject("CoderMJLee-MJRefresh__MJRefreshExample", as: "MJRefreshExample")
    let run = runModgen(["init", "--no-input", "--dry-run"], in: directory, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(try jsonObject(run.stdout) as? [String: Any])
    XCTAssertNotNil(json["xcode_project"])
    XCTAssertTrue(run.stderr.contains("found  MJRefreshExample.xcodeproj"), run.stderr)
    XCTAssertFalse(modgenJSONExists)
  }
}
