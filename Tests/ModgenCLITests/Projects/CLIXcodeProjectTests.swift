import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `gen` adds the generated files to the Xcode project modgen.json (or a Rambafile) names, in the
/// same all-or-nothing write; a second run changes nothing.
final class CLIXcodeProjectTests: XCTestCase {
  /// A project with an app target and a test target, each with a Sources phase, and one group.
  static func project(app: String = "App", tests: String = "AppTests") -> String {
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXGroup section */
    \t\tGR0000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tGR0000000000000000000002 /* \(app) */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tGR0000000000000000000002 /* \(app) */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t);
    \t\t\tpath = \(app);
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tTA0000000000000000000001 /* \(app) */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tPH0000000000000000000001 /* Sources */,
    \t\t\t);
    \t\t\tname = \(app);
    \t\t};
    \t\tTA0000000000000000000002 /* \(tests) */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tPH0000000000000000000002 /* Sources */,
    \t\t\t);
    \t\t\tname = \(tests);
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tPR0000000000000000000001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = GR0000000000000000000001;
    \t\t\ttargets = (
    \t\t\t\tTA0000000000000000000001 /* \(app) */,
    \t\t\t\tTA0000000000000000000002 /* \(tests) */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tPH0000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t);
    \t\t};
    \t\tPH0000000000000000000002 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t);
    \t\t};
    /* End PBXSourcesBuildPhase section */
    \t};
    \trootObject = PR0000000000000000000001 /* Project object */;
    }

    """
  }

  private func makeProject(targets: String = "App") throws -> URL {
    let folder = try makeTemporaryDirectory()
    try write(Self.project(), to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try write(
      """
      {"sources_path": "App/Modules", "tests_path": "AppTests",
       "xcode_project": {"path": "App.xcodeproj", "targets": ["\(targets)"], "test_targets": ["AppTests"]}}
      """, to: folder.appendingPathComponent("modgen.json"))
    return folder
  }

  func testGenAddsTheModuleToGroupsAndTargetsOnce() throws {
    let folder = try makeProject()
    let pbxproj = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let run = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("update  App.xcodeproj/project.pbxproj"), run.stdout)
    let text = try read(pbxproj)
    XCTAssertTrue(text.contains("/* PasscodePresenter.swift in Sources */ = {isa = PBXBuildFile;"), text)
    XCTAssertTrue(text.contains("/* PasscodePresenterTests.swift in Sources */ = {isa = PBXBuildFile;"), text)
    XCTAssertTrue(text.contains("\t\t\tpath = Modules;\n"), "groups mirror the folders: App/Modules/Passcode")
    XCTAssertTrue(text.contains("\t\t\tpath = AppTests;\n"))
    // The app's Sources phase lists the code files, the tests' phase the tests.
    let appPhase = try XCTUnwrap(text.range(of: "PH0000000000000000000001 /* Sources */ = {"))
    let testPhase = try XCTUnwrap(text.range(of: "PH0000000000000000000002 /* Sources */ = {"))
    let appFiles = text[appPhase.upperBound..<testPhase.lowerBound]
    XCTAssertTrue(appFiles.contains("PasscodeRouter.swift in Sources") && !appFiles.contains("Tests.swift in Sources"))
    // Again: the files are identical and the project is not touched.
    let again = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertFalse(again.stdout.contains("project.pbxproj"), again.stdout)
    XCTAssertEqual(try read(pbxproj), text)
  }

  func testDryRunShowsTheProjectDiffAndNoProjectSkipsIt() throws {
    let folder = try makeProject()
    let pbxproj = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let dry = runModgen(["gen", "Passcode", "viper", "--no-input", "--dry-run"], in: folder)
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertTrue(dry.stdout.contains("+++ b/App.xcodeproj/project.pbxproj"), dry.stdout)
    XCTAssertEqual(try read(pbxproj), Self.project(), "a dry run writes nothing")
    let skipped = runModgen(["gen", "Passcode", "viper", "--no-input", "--no-project"], in: folder)
    XCTAssertEqual(skipped.status, 0, skipped.stderr)
    XCTAssertEqual(try read(pbxproj), Self.project())
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Modules/Passcode").path))
  }

  func testAnUnknownTargetWritesNothing() throws {
    let folder = try makeProject(targets: "Ap")
    let run = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("the project has no target 'Ap'; did you mean 'App'?"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Modules").path))
    XCTAssertEqual(try read(folder.appendingPathComponent("App.xcodeproj/project.pbxproj")), Self.project())
  }

  func testAGenerambaProjectsRambafileNamesTheProjectGroupsAndTargets() throws {
    let root = try requireShared("conformance/generamba")
    let folder = try makeTemporaryDirectory()
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("inputs/Rambafile"), to: folder.appendingPathComponent("Rambafile"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Templates"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("templates/rambler-digital-solutions+generamba-catalog/swifty_viper"),
      to: folder.appendingPathComponent("Templates/swifty_viper"))
    try write(
      Self.project(app: "DemoApp", tests: "DemoAppTests"),
      to: folder.appendingPathComponent("Demo App.xcodeproj/project.pbxproj"))
    let run = runModgen(
      ["gen", "Passcode", "swifty_viper"], in: folder, environment: ["SOURCE_DATE_EPOCH": "1556539200"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let text = try read(folder.appendingPathComponent("Demo App.xcodeproj/project.pbxproj"))
    XCTAssertTrue(text.contains("\t\t\tpath = Sources;\n") && text.contains("\t\t\tpath = Modules;\n"), text)
    XCTAssertTrue(text.contains("PasscodePresenter.swift in Sources"), text)
    let again = runModgen(
      ["gen", "Passcode", "swifty_viper"], in: folder, environment: ["SOURCE_DATE_EPOCH": "1556539200"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(try read(folder.appendingPathComponent("Demo App.xcodeproj/project.pbxproj")), text)
  }
}
