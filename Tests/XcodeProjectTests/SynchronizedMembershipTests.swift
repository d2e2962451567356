import Foundation
import Located
import TestSupport
import XCTest

@testable import XcodeProject

/// Files going into an Xcode 16 synchronized folder that a named target does not own: the
/// target gets them through its exception set of the folder, as Xcode's Target Membership
/// checkbox records it, on real projects of `../shared/conformance/xcodeproj` (both comment
/// styles, one-line and multi-line folders, with and without an `exceptions` list).
final class SynchronizedMembershipTests: XCTestCase {
  private static let isa = "PBXFileSystemSynchronizedBuildFileExceptionSet"

  private func project(_ name: String) throws -> (text: String, project: XcodeProjectFile) {
    let folder = try requireShared("conformance/xcodeproj")
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return (text, try XcodeProjectFile(text: text, file: name))
  }

  private func sources(_ names: String...) -> [AddFilesRequest.File] { names.map { .init(name: $0, role: .source) } }

  /// The id modgen gives the exception set of `folder` for `target`.
  private func setID(folder: String, target: String) -> String {
    EditPlanner.hexID(Self.isa + "|" + folder + "|" + target + "|0")
  }

  /// `edited` is `original` with exactly `chunks` inserted, each once.
  private func assertOnlyInserted(_ chunks: [String], original: String, edited: String, _ name: String) {
    var rest = edited
    for chunk in chunks {
      XCTAssertEqual(rest.components(separatedBy: chunk).count, 2, "\(name): inserted once: \(chunk.debugDescription)")
      if let range = rest.range(of: chunk) { rest.removeSubrange(range) }
    }
    XCTAssertEqual(rest, original, "\(name): nothing else changed")
  }

  /// Whether `target` builds `path` of the synchronized folder `folderID` after the edit.
  private func builds(_ project: XcodeProjectFile, target name: String, folder folderID: String, _ path: String) throws
    -> Bool
  {
    let target = try project.target(named: name)
    let folder = try XCTUnwrap(project.objects[folderID])
    let listed = folder.ids("exceptions").compactMap { project.objects[$0] }
      .filter { $0.isa == Self.isa && $0["target"] == target.id }.flatMap { $0.ids("membershipExceptions") }
    return target.ids("fileSystemSynchronizedGroups").contains(folderID) != listed.contains(path)
  }

  /// ReactiveCollectionsKit's `Tests` folder belongs to no target; the test target's exception
  /// set of it gets the new paths in Xcode's order (before `UnitTests/…`).
  func testAnExistingExceptionSetGetsThePathsInOrder() throws {
    let name = "jessesquires-ReactiveCollectionsKit__ExampleApp.pbxproj"
    let (text, project) = try project(name)
    let request = AddFilesRequest(
      groupPath: "Tests/Modules/Passcode", files: sources("PasscodeTests.swift", "PasscodePresenterTests.swift"),
      targets: ["ExampleAppTests"])
    let edit = try project.addFiles(request)
    let expected = text.replacingOccurrences(
      of: "\t\t\t\tUnitTests/ExampleModelTests.swift,\n",
      with: "\t\t\t\tModules/Passcode/PasscodePresenterTests.swift,\n\t\t\t\tModules/Passcode/PasscodeTests.swift,\n"
        + "\t\t\t\tUnitTests/ExampleModelTests.swift,\n")
    XCTAssertNotEqual(expected, text)
    XCTAssertEqual(edit.text, expected)
    XCTAssertEqual(edit.synchronizedFolder, "Tests")
    XCTAssertEqual(
      edit.included,
      [
        SynchronizedMembership(
          folder: "Tests", target: "ExampleAppTests",
          paths: ["Modules/Passcode/PasscodeTests.swift", "Modules/Passcode/PasscodePresenterTests.swift"])
      ])
    XCTAssertEqual(edit.excluded, [])
    let reread = try XcodeProjectFile(text: edit.text, file: name)
    for path in ["Modules/Passcode/PasscodeTests.swift", "Modules/Passcode/PasscodePresenterTests.swift"] {
      XCTAssertTrue(try builds(reread, target: "ExampleAppTests", folder: "0B8701AF2CAE1D9A0098CB29", path))
      XCTAssertFalse(try builds(reread, target: "ExampleAppUITests", folder: "0B8701AF2CAE1D9A0098CB29", path))
    }
    let again = try reread.addFiles(request)
    XCTAssertEqual(again.added, [])
    XCTAssertEqual(again.text, edit.text, "the second run changes nothing")
  }

  /// ReactiveCollectionsKit's `Sources` folder belongs to the app; the test target gets a new
  /// exception set (in the project's `Exceptions for …` comment style), listed last by the folder.
  func testANewExceptionSetIsMadeAndListedByTheFolder() throws {
    let name = "jessesquires-ReactiveCollectionsKit__ExampleApp.pbxproj"
    let (text, project) = try project(name)
    let request = AddFilesRequest(
      groupPath: "Sources/Modules/Passcode", files: sources("PasscodeView.swift"), targets: ["ExampleAppTests"])
    let edit = try project.addFiles(request)
    let id = setID(folder: "0B8701882CAE1D980098CB29", target: "0B31B9502BCC62A5006F2078")
    let comment = "Exceptions for \"Sources\" folder in \"ExampleAppTests\" target"
    let object =
      "\t\t\(id) /* \(comment) */ = {\n\t\t\tisa = \(Self.isa);\n\t\t\tmembershipExceptions = (\n"
      + "\t\t\t\tModules/Passcode/PasscodeView.swift,\n\t\t\t);\n"
      + "\t\t\ttarget = 0B31B9502BCC62A5006F2078 /* ExampleAppTests */;\n\t\t};\n"
    let listLine = "\t\t\t\t\(id) /* \(comment) */,\n"
    assertOnlyInserted([object, listLine], original: text, edited: edit.text, name)
    XCTAssertTrue(
      edit.text.contains(
        "\"Copy Bundle Resources\" phase from \"ExampleApp\" target */,\n\(listLine)\t\t\t);\n\t\t\tpath = Sources;"))
    let reread = try XcodeProjectFile(text: edit.text, file: name)
    let sets = reread.objects(isa: Self.isa).map(\.id)
    XCTAssertEqual(sets, sets.sorted(), "the new set sits at its id's place in the section")
    XCTAssertTrue(
      try builds(
        reread, target: "ExampleAppTests", folder: "0B8701882CAE1D980098CB29", "Modules/Passcode/PasscodeView.swift"))
    XCTAssertTrue(
      try builds(
        reread, target: "ExampleApp", folder: "0B8701882CAE1D980098CB29", "Modules/Passcode/PasscodeView.swift"))
    XCTAssertEqual(edit.added, ["\(Self.isa) Sources (ExampleAppTests)"])
    XCTAssertEqual(try reread.addFiles(request).text, edit.text)
  }

  /// Nuke was saved by Xcode 16.0–16.2: folders on one line, sets commented with their class. A
  /// folder without exceptions gets the list on its line, before `explicitFileTypes`; one with
  /// a one-line list gets the new set appended on that line.
  func testOneLineFoldersGetTheListOnTheirLine() throws {
    let name = "kean-Nuke__Nuke.pbxproj"
    let (text, project) = try project(name)
    let nukeTarget = try project.target(named: "Nuke").id
    let edit = try project.addFiles(
      AddFilesRequest(groupPath: "Sources/NukeUI", files: sources("LazyImageCache.swift"), targets: ["Nuke"]))
    let id = setID(folder: "0C8ECF902F4BB03100C9F423", target: nukeTarget)
    let object =
      "\t\t\(id) /* \(Self.isa) */ = {\n\t\t\tisa = \(Self.isa);\n\t\t\tmembershipExceptions = (\n"
      + "\t\t\t\tLazyImageCache.swift,\n\t\t\t);\n\t\t\ttarget = \(nukeTarget) /* Nuke */;\n\t\t};\n"
    assertOnlyInserted(
      [object, "exceptions = (\(id) /* \(Self.isa) */, ); "], original: text, edited: edit.text, name)
    XCTAssertTrue(
      edit.text.contains(
        "/* NukeUI */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(id) /* \(Self.isa) */, ); "
          + "explicitFileTypes = {}; explicitFolders = (); path = NukeUI; sourceTree = \"<group>\"; };\n"))
    let helpers = try project.addFiles(
      AddFilesRequest(groupPath: "Tests/Helpers", files: sources("ImageHelpers.swift"), targets: ["Nuke"]))
    let helpersID = setID(folder: "0C27829C2F529ABD00F96DB1", target: nukeTarget)
    XCTAssertTrue(
      helpers.text.contains(
        "exceptions = (0C27B34D2F54632F00F96DB1 /* \(Self.isa) */, \(helpersID) /* \(Self.isa) */, ); "
          + "explicitFileTypes"), helpers.text)
    let reread = try XcodeProjectFile(text: helpers.text, file: name)
    XCTAssertTrue(try builds(reread, target: "Nuke", folder: "0C27829C2F529ABD00F96DB1", "ImageHelpers.swift"))
    XCTAssertTrue(try builds(reread, target: "NukeTests", folder: "0C27829C2F529ABD00F96DB1", "ImageHelpers.swift"))
  }

  /// CotEditor (Xcode 26): a multi-line folder without `exceptions` gets the list as a key of
  /// its own, before `path`; names with spaces are quoted in the list and kept in the comment.
  func testAMultiLineFolderGetsAnExceptionsKey() throws {
    let name = "coteditor-CotEditor__CotEditor.pbxproj"
    let (text, project) = try project(name)
    let edit = try project.addFiles(
      AddFilesRequest(groupPath: "UI Tests", files: sources("Launch Tests.swift"), targets: ["CotEditor"]))
    let target = try project.target(named: "CotEditor").id
    let id = setID(folder: "2AE45D322C9C8341003CB621", target: target)
    let comment = "Exceptions for \"UI Tests\" folder in \"CotEditor\" target"
    let object =
      "\t\t\(id) /* \(comment) */ = {\n\t\t\tisa = \(Self.isa);\n\t\t\tmembershipExceptions = (\n"
      + "\t\t\t\t\"Launch Tests.swift\",\n\t\t\t);\n\t\t\ttarget = \(target) /* CotEditor */;\n\t\t};\n"
    let key = "\t\t\texceptions = (\n\t\t\t\t\(id) /* \(comment) */,\n\t\t\t);\n"
    assertOnlyInserted([object, key], original: text, edited: edit.text, name)
    XCTAssertTrue(edit.text.contains("isa = PBXFileSystemSynchronizedRootGroup;\n\(key)\t\t\tpath = \"UI Tests\";"))
    let reread = try XcodeProjectFile(text: edit.text, file: name)
    XCTAssertTrue(try builds(reread, target: "CotEditor", folder: "2AE45D322C9C8341003CB621", "Launch Tests.swift"))
  }

  /// A named target that owns the folder needs nothing; an exception of its own that keeps a
  /// path out is reported, not undone; other owners keep the folder's rule.
  func testOwnersNeedNoEditAndTheirExceptionsAreReported() throws {
    let (text, project) = try project("kean-Nuke__Nuke.pbxproj")
    let edit = try project.addFiles(
      AddFilesRequest(
        groupPath: "Tests/Helpers", files: sources("TestHelpers.swift", "More.swift"), targets: ["NukePerformanceTests"]
      ))
    XCTAssertEqual(edit.text, text)
    XCTAssertEqual(edit.included, [])
    XCTAssertEqual(
      edit.excluded,
      [SynchronizedMembership(folder: "Helpers", target: "NukePerformanceTests", paths: ["TestHelpers.swift"])])
  }

  /// A target that builds nothing (an aggregate target) is refused, changing nothing.
  func testAnAggregateTargetIsRefused() throws {
    let (_, project) = try project("coteditor-CotEditor__CotEditor.pbxproj")
    XCTAssertThrowsError(
      try project.addFiles(
        AddFilesRequest(groupPath: "Tests", files: sources("A.swift"), targets: ["Update Help Index"]))
    ) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(
        diagnostic?.message,
        "target 'Update Help Index' is a PBXAggregateTarget; only a native target builds the files of the "
          + "synchronized folder Tests")
      XCTAssertEqual(diagnostic?.line, 10)
    }
  }

  /// Finder's order, as in Home Assistant's exception sets.
  func testFinderOrder() {
    let listed = [
      "__Snapshots__/a.png", "/Localized/NotificationContent/MainInterface.storyboard", "AppArea.swift",
      "AppArea+Queries.swift", "AppAreaTable.swift", "AppIcon.swift", "AppIcon/AppIconSelectorView.swift",
      "CameraStreamHandler.swift", "CameraStreamHLSViewController.swift", "File2.swift", "File10.swift",
    ]
    for (index, left) in listed.enumerated() {
      for right in listed[(index + 1)...] {
        XCTAssertTrue(FinderOrder.precedes(left, right), "\(left) before \(right)")
        XCTAssertFalse(FinderOrder.precedes(right, left), "\(right) after \(left)")
      }
    }
  }
}
