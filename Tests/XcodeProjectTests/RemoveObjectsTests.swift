import Foundation
import Located
import TestSupport
import XCTest

@testable import XcodeProject

/// Removing what ``XcodeProjectFile/addFiles(_:)`` added gives back the project's bytes, on every
/// real project of `../shared/conformance/xcodeproj` (classic groups and synchronized folders)
/// and on the hand-written fixtures; what the user added around the module stays.
final class RemoveObjectsTests: XCTestCase {
  private static let moduleFiles = [
    "PasscodeView.swift", "PasscodeViewController.swift", "PasscodePresenter.swift", "PasscodeInteractor.swift",
    "PasscodeRouter.swift", "PasscodeModuleBuilder.swift", "PasscodeProtocols.swift", "PasscodeEntity.swift",
  ].map { AddFilesRequest.File(name: $0, role: .source) }

  private static let testFiles = [
    "PasscodePresenterTests.swift", "PasscodeInteractorTests.swift", "PasscodeRouterTests.swift",
  ]
  .map { AddFilesRequest.File(name: $0, role: .source) }

  /// The other edits of a scenario: a test target of the project (one whose name says so and that
  /// has a Sources phase), else the app target itself.
  private func testTarget(of project: XcodeProjectFile, besides app: String) -> String {
    let candidates = project.targets.filter { target in
      target.isa == "PBXNativeTarget" && target["name"] != app && (target["name"] ?? "").contains("Test")
        && target.ids("buildPhases").contains { project.objects[$0]?.isa == "PBXSourcesBuildPhase" }
    }
    return candidates.first?["name"] ?? app
  }

  /// Adds the module (8 files to the app target in `group`, 3 test files to the test target in
  /// `testGroup`), checks that something was added, removes it and returns the removal.
  private func addAndRemove(
    _ text: String, name: String, group: String, testGroup: String, app: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> (added: String, removal: ProjectRemoval) {
    let project = try XcodeProjectFile(text: text, file: name)
    let tests = testTarget(of: project, besides: app)
    let first = try project.addFiles(AddFilesRequest(groupPath: group, files: Self.moduleFiles, targets: [app]))
    let second = try XcodeProjectFile(text: first.text, file: name).addFiles(
      AddFilesRequest(groupPath: testGroup, files: Self.testFiles, targets: [tests]))
    XCTAssertEqual(first.addedIDs.count, Set(first.addedIDs).count, "\(name): each id once", file: file, line: line)
    let removal = try XcodeProjectFile(text: second.text, file: name).removeObjects(
      first.addedIDs + second.addedIDs, memberships: first.included + second.included)
    XCTAssertEqual(removal.removed, first.added + second.added, "\(name): one line per object", file: file, line: line)
    XCTAssertEqual(removal.missing, [], name, file: file, line: line)
    XCTAssertEqual(removal.missingMemberships, [], name, file: file, line: line)
    XCTAssertEqual(removal.kept, [], name, file: file, line: line)
    return (second.text, removal)
  }

  /// The key property: every real project, the module in a new nested group (or, in a
  /// synchronized folder, the test target's exception set), then removed: the original bytes.
  func testAddThenRemoveGivesBackEveryRealProject() throws {
    let folder = try requireShared("conformance/xcodeproj")
    var changed = 0
    for scenario in ConformanceProjectTests.scenarios {
      let name = scenario.file
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let prefix = scenario.group.isEmpty ? "" : scenario.group + "/"
      let (added, removal) = try addAndRemove(
        text, name: name, group: prefix + "Modules/Passcode", testGroup: prefix + "Modules/PasscodeTests",
        app: scenario.target)
      if added != text { changed += 1 }
      XCTAssertEqual(removal.text, text, "\(name) \(scenario.group): the original bytes")
    }
    XCTAssertEqual(changed, ConformanceProjectTests.scenarios.count, "every scenario edits the project")
  }

  /// The module's files straight into an existing group, and the test files next to them.
  func testAddThenRemoveInAnExistingGroup() throws {
    let folder = try requireShared("conformance/xcodeproj")
    for scenario in ConformanceProjectTests.scenarios where !scenario.synchronized {
      let name = scenario.file
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let (added, removal) = try addAndRemove(
        text, name: name, group: scenario.group, testGroup: scenario.group, app: scenario.target)
      XCTAssertNotEqual(added, text, name)
      XCTAssertEqual(removal.text, text, "\(name) \(scenario.group): the original bytes")
    }
  }

  /// A project with no build file yet: the `PBXBuildFile` section the module brought goes again,
  /// with its blank line.
  func testTheBuildFileSectionGoesWhenItIsLeftEmpty() throws {
    let folder = try requireShared("conformance/xcodeproj")
    for scenario in ConformanceProjectTests.scenarios where !scenario.synchronized {
      let name = scenario.file
      let original = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let fresh = try MissingBuildFileSectionTests.withoutBuildFiles(original)
      let (added, removal) = try addAndRemove(
        fresh, name: name, group: scenario.group + "/Modules/Passcode", testGroup: scenario.group + "/Tests",
        app: scenario.target)
      XCTAssertTrue(added.contains("/* Begin PBXBuildFile section */"), name)
      XCTAssertEqual(removal.text, fresh, "\(name): the project without a build file section")
    }
  }

  /// The user added a file to the module's group after modgen did: the group stays (reported),
  /// holding that file, and the result is what adding that file alone gives.
  func testAFileTheUserAddedKeepsItsGroups() throws {
    let folder = try requireShared("conformance/xcodeproj")
    let notes = AddFilesRequest.File(name: "Notes.swift", role: .source)
    for scenario in ConformanceProjectTests.scenarios where !scenario.synchronized {
      let name = scenario.file
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let group = (scenario.group.isEmpty ? "" : scenario.group + "/") + "Modules/Passcode"
      let module = try XcodeProjectFile(text: text, file: name).addFiles(
        AddFilesRequest(groupPath: group, files: Self.moduleFiles, targets: [scenario.target]))
      let notesRequest = AddFilesRequest(groupPath: group, files: [notes], targets: [scenario.target])
      let edited = try XcodeProjectFile(text: module.text, file: name).addFiles(notesRequest)
      XCTAssertEqual(edited.added.count, 2, "\(name): a reference and a build file")
      let removal = try XcodeProjectFile(text: edited.text, file: name).removeObjects(module.addedIDs)
      let expected = try XcodeProjectFile(text: text, file: name).addFiles(notesRequest).text
      XCTAssertEqual(removal.text, expected, "\(name): only the module's entries went")
      XCTAssertEqual(removal.kept.map(\.summary), ["PBXGroup Modules", "PBXGroup Passcode"], name)
      XCTAssertEqual(removal.kept.last?.reason, "it still holds Notes.swift", name)
      XCTAssertEqual(removal.removed.count, 16, "\(name): 8 references and 8 build files")
    }
  }

  /// The user added a file to the test target's new exception set: the set stays with that path.
  func testAPathTheUserAddedKeepsItsExceptionSet() throws {
    let folder = try requireShared("conformance/xcodeproj")
    let name = "coteditor-CotEditor__CotEditor.pbxproj"
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let request = AddFilesRequest(groupPath: "UI Tests/Passcode", files: Self.testFiles, targets: ["CotEditor"])
    let module = try XcodeProjectFile(text: text, file: name).addFiles(request)
    XCTAssertEqual(module.addedIDs.count, 1, "one exception set")
    let other = AddFilesRequest(
      groupPath: "UI Tests", files: [.init(name: "Launch.swift", role: .source)], targets: ["CotEditor"])
    let edited = try XcodeProjectFile(text: module.text, file: name).addFiles(other)
    let removal = try XcodeProjectFile(text: edited.text, file: name).removeObjects(
      module.addedIDs, memberships: module.included)
    XCTAssertEqual(removal.text, try XcodeProjectFile(text: text, file: name).addFiles(other).text)
    XCTAssertEqual(removal.kept.map(\.reason), ["it still lists Launch.swift"])
    XCTAssertEqual(
      removal.removed, Self.testFiles.map { "membershipExceptions Passcode/\($0.name) (CotEditor)" })
  }

  /// Paths added to an exception set that was there before go, the set stays; the one-line
  /// `exceptions` list of Nuke's folders and the `exceptions` key CotEditor's folder got go again.
  func testExceptionSetsAndExceptionsListsAreUndone() throws {
    let folder = try requireShared("conformance/xcodeproj")
    let cases: [(String, String, String)] = [
      ("jessesquires-ReactiveCollectionsKit__ExampleApp.pbxproj", "Tests/Modules/Passcode", "ExampleAppTests"),
      ("jessesquires-ReactiveCollectionsKit__ExampleApp.pbxproj", "Sources/Modules/Passcode", "ExampleAppTests"),
      ("kean-Nuke__Nuke.pbxproj", "Sources/NukeUI", "Nuke"),
      ("kean-Nuke__Nuke.pbxproj", "Tests/Helpers", "Nuke"),
      ("coteditor-CotEditor__CotEditor.pbxproj", "UI Tests", "CotEditor"),
    ]
    for (name, group, target) in cases {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let edit = try XcodeProjectFile(text: text, file: name).addFiles(
        AddFilesRequest(groupPath: group, files: Self.testFiles, targets: [target]))
      XCTAssertNotEqual(edit.text, text, "\(name) \(group)")
      let removal = try XcodeProjectFile(text: edit.text, file: name).removeObjects(
        edit.addedIDs, memberships: edit.included)
      XCTAssertEqual(removal.text, text, "\(name) \(group): the original bytes")
      XCTAssertEqual(removal.removed.sorted(), edit.added.sorted(), "\(name) \(group)")
    }
  }

  /// Ids the project does not hold, and paths no exception set lists, are reported and skipped.
  func testMissingIdsAndPathsAreReportedNotRefused() throws {
    let project = try XcodeProjectFile(text: XcodeProjectFileTests.minimal)
    let edit = try project.addFiles(
      AddFilesRequest(groupPath: "App/Passcode", files: Array(Self.moduleFiles.prefix(2)), targets: ["App"]))
    let gone = SynchronizedMembership(folder: "Feature", target: "App", paths: ["Gone.swift"])
    let removal = try XcodeProjectFile(text: edit.text).removeObjects(
      ["0123456789ABCDEF01234567"] + edit.addedIDs + ["0123456789ABCDEF01234567"], memberships: [gone])
    XCTAssertEqual(removal.missing, ["0123456789ABCDEF01234567"])
    XCTAssertEqual(removal.missingMemberships, [gone])
    XCTAssertEqual(removal.removedIDs, edit.addedIDs)
    // The hand-written `children = ();` comes back as Xcode writes an empty list.
    XCTAssertEqual(
      removal.text,
      XcodeProjectFileTests.minimal.replacingOccurrences(of: "children = ();", with: "children = (\n\t\t\t);"))
    let nothing = try XcodeProjectFile(text: removal.text).removeObjects(edit.addedIDs)
    XCTAssertEqual(nothing.text, removal.text)
    XCTAssertEqual(nothing.removed, [])
    XCTAssertEqual(nothing.missing, edit.addedIDs)
  }

  /// A file reference removed goes with its build files, even ones the user made (another
  /// target ticked in Xcode); a build file left pointing at nothing would break the project.
  func testBuildFilesOfARemovedReferenceGoToo() throws {
    let text = XcodeProjectFileTests.minimal.replacingOccurrences(of: "children = ();", with: "children = (\n\t\t\t);")
    let project = try XcodeProjectFile(text: text)
    let edit = try project.addFiles(
      AddFilesRequest(groupPath: "App", files: [.init(name: "A.swift", role: .source)], targets: ["App"]))
    let reference = try XCTUnwrap(edit.addedIDs.first)
    let buildFile = try XCTUnwrap(edit.addedIDs.last)
    let removal = try XcodeProjectFile(text: edit.text).removeObjects([reference])
    XCTAssertEqual(removal.text, text)
    XCTAssertEqual(removal.removedIDs, [reference, buildFile])
    XCTAssertEqual(removal.removed, ["PBXFileReference A.swift", "PBXBuildFile A.swift in Sources (App)"])
  }

  /// An object another object still refers to by key (not in a list) stays, reported.
  func testAnObjectStillReferredToStays() throws {
    let text = XcodeProjectFileTests.minimal.replacingOccurrences(of: "children = ();", with: "children = (\n\t\t\t);")
    let edit = try XcodeProjectFile(text: text).addFiles(
      AddFilesRequest(groupPath: "App/Passcode", files: [.init(name: "A.swift", role: .source)], targets: ["App"]))
    XCTAssertEqual(edit.added[1], "PBXGroup Passcode")
    let group = edit.addedIDs[1]
    let referred = edit.text.replacingOccurrences(
      of: "\t\t\tmainGroup = GR0000000000000000000001;\n",
      with: "\t\t\tmainGroup = GR0000000000000000000001;\n\t\t\tproductRefGroup = \(group);\n")
    let removal = try XcodeProjectFile(text: referred).removeObjects(edit.addedIDs)
    XCTAssertEqual(removal.kept.map(\.id), [group])
    XCTAssertEqual(removal.kept.first?.reason, "PBXProject PR0000000000000000000001 still refers to it")
    let reread = try XcodeProjectFile(text: removal.text)
    XCTAssertEqual(reread.objects[group]?.ids("children"), [])
    XCTAssertEqual(reread.objects(isa: "PBXFileReference").count, 0)
  }
}
