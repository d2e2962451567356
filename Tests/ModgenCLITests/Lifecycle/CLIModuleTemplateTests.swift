import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// A recorded module belongs to one template: `gen` with another one is refused, and an adopted
/// module's project entries are recorded, so `destroy` takes them out with its files.
final class CLIModuleTemplateTests: XCTestCase {
  /// A folder with an Xcode project whose group `App` is the folder modules go to.
  private func makeApp() throws -> URL {
    let folder = try makeTemporaryDirectory()
    try write(
      CLIProjectReferenceTests.project(), to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try write(
      """
      {"sources_path": "App", "tests_path": "AppTests",
       "xcode_project": {"path": "App.xcodeproj", "targets": ["App"], "test_targets": ["AppTests"]}}

      """, to: folder.appendingPathComponent("modgen.json"))
    return folder
  }

  /// Every file below `folder`, relative to it, except `.modgen/`.
  private func tree(_ folder: URL) -> [String] {
    let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []
    return paths.filter { !$0.hasPrefix(".modgen") }.sorted()
  }

  func testGenWithAnotherTemplateOverARecordedModuleIsRefusedAndWritesNothing() throws {
    let folder = try makeApp()
    let first = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(first.status, 0, first.stderr)
    let pbxproj = try read(folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    let record = try read(folder.appendingPathComponent(".modgen/modules/Passcode.json"))
    let files = tree(folder)

    let other = runModgen(["gen", "Passcode", "mvvm", "--no-input"], in: folder)
    XCTAssertEqual(other.status, 1, other.stderr)
    XCTAssertTrue(
      other.stderr.contains(
        "error: Passcode was generated with 'viper' (.modgen/modules/Passcode.json), not 'mvvm'"), other.stderr)
    XCTAssertTrue(other.stderr.contains("destroy it first (modgen destroy Passcode)"), other.stderr)
    XCTAssertTrue(other.stderr.contains("--force"), other.stderr)
    XCTAssertEqual(other.stdout, "", "no file line: nothing was written")
    XCTAssertEqual(tree(folder), files)
    XCTAssertEqual(try read(folder.appendingPathComponent("App.xcodeproj/project.pbxproj")), pbxproj)
    XCTAssertEqual(try read(folder.appendingPathComponent(".modgen/modules/Passcode.json")), record)

    // The same template again is still fine (nothing changes).
    let again = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(again.status, 0, again.stderr)
  }

  func testDestroyOfAnAdoptedModuleRemovesItsProjectEntries() throws {
    let folder = try makeApp()
    let pbxprojURL = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let original = try read(pbxprojURL)
    // A module written before modgen kept records: files and project entries, no record.
    let made = runModgen(["gen", "Passcode", "viper", "--no-input", "--no-record"], in: folder)
    XCTAssertEqual(made.status, 0, made.stderr)
    XCTAssertNotEqual(try read(pbxprojURL), original)
    let adopt = runModgen(["adopt", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(adopt.status, 0, adopt.stderr)
    let presenter = folder.appendingPathComponent("App/Passcode/PasscodePresenter.swift")
    try write(try read(presenter) + "// edited by hand\n", to: presenter)

    let destroy = runModgen(["destroy", "Passcode", "--force"], in: folder)
    XCTAssertEqual(destroy.status, 0, destroy.stderr)
    XCTAssertFalse(destroy.stderr.contains("no project entries are recorded"), destroy.stderr)
    XCTAssertEqual(try read(pbxprojURL), original, "the project is as before the module")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Passcode").path))
  }

  /// `--force` replaces the module wholly, in one write: the files, project entries and record are those of a module
  /// made with the new template alone, and a file of the old one edited since goes too (said in a note).
  func testGenForceWithAnotherTemplateReplacesTheModuleWholly() throws {
    let folder = try makeApp()
    let pbxprojURL = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let original = try read(pbxprojURL)
    let fresh = try makeApp()
    XCTAssertEqual(runModgen(["gen", "Passcode", "mvvm", "--no-input"], in: fresh).status, 0)
    XCTAssertEqual(runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder).status, 0)
    let interactor = folder.appendingPathComponent("App/Passcode/PasscodeInteractor.swift")
    try write(try read(interactor) + "// edited by hand\n", to: interactor)

    let replace = runModgen(["gen", "Passcode", "mvvm", "--no-input", "--force"], in: folder)

    XCTAssertEqual(replace.status, 0, replace.stderr)
    XCTAssertTrue(
      replace.stderr.contains("note: Passcode was generated with 'viper': --force replaces it with 'mvvm'"),
      replace.stderr)
    XCTAssertTrue(
      replace.stderr.contains("although edited since: App/Passcode/PasscodeInteractor.swift"), replace.stderr)
    XCTAssertEqual(tree(folder), tree(fresh), "no file of the viper module is left")
    XCTAssertEqual(try read(pbxprojURL), try read(fresh.appendingPathComponent("App.xcodeproj/project.pbxproj")))
    XCTAssertTrue(try read(folder.appendingPathComponent(".modgen/modules/Passcode.json")).contains("\"mvvm\""))
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".modgen/.gitignore").path))

    // The record is the new module's: destroy takes everything out again.
    let destroy = runModgen(["destroy", "Passcode"], in: folder)
    XCTAssertEqual(destroy.status, 0, destroy.stderr)
    XCTAssertEqual(try read(pbxprojURL), original)
    XCTAssertEqual(tree(folder).filter { $0.contains("Passcode") }, [])
  }
}
