import Foundation
import Located
import XCTest

@testable import XcodeProject

/// The reader's refusals and the editor's rules on small hand-written projects.
final class XcodeProjectFileTests: XCTestCase {
  /// A minimal project: one app target with a Sources phase, a main group with an `App` group,
  /// a synchronized folder `Feature` owned by the target with one exception, and no build files.
  static let minimal = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
    \t\tEX0000000000000000000001 /* Exceptions for "Feature" folder in "App" target */ = {
    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
    \t\t\tmembershipExceptions = (
    \t\t\t\tSkipped.swift,
    \t\t\t);
    \t\t\ttarget = TA0000000000000000000001 /* App */;
    \t\t};
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\tSY0000000000000000000001 /* Feature */ = {
    \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
    \t\t\texceptions = (
    \t\t\t\tEX0000000000000000000001 /* Exceptions for "Feature" folder in "App" target */,
    \t\t\t);
    \t\t\tpath = Feature;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\tGR0000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tGR0000000000000000000002 /* App */,
    \t\t\t\tSY0000000000000000000001 /* Feature */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tGR0000000000000000000002 /* App */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = ();
    \t\t\tpath = App;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tTA0000000000000000000001 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tPH0000000000000000000001 /* Sources */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tSY0000000000000000000001 /* Feature */,
    \t\t\t);
    \t\t\tname = App;
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tPR0000000000000000000001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = GR0000000000000000000001;
    \t\t\ttargets = (
    \t\t\t\tTA0000000000000000000001 /* App */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tPH0000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t);
    \t\t};
    /* End PBXSourcesBuildPhase section */
    \t};
    \trootObject = PR0000000000000000000001 /* Project object */;
    }

    """

  private func files(_ names: String...) -> [AddFilesRequest.File] { names.map { .init(name: $0, role: .source) } }

  func testMissingSectionsAreMadeInOrderAndOneLineListsAreWrittenOut() throws {
    let project = try XcodeProjectFile(text: Self.minimal)
    let edit = try project.addFiles(AddFilesRequest(groupPath: "App", files: files("A.swift"), targets: ["App"]))
    let text = edit.text
    // New sections at their alphabetical places: PBXBuildFile first, PBXFileReference after the exception sets' section.
    let buildSection = try XCTUnwrap(text.range(of: "/* Begin PBXBuildFile section */"))
    let exceptionSection = try XCTUnwrap(
      text.range(of: "/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */"))
    let referenceSection = try XCTUnwrap(text.range(of: "/* Begin PBXFileReference section */"))
    let syncSection = try XCTUnwrap(text.range(of: "/* Begin PBXFileSystemSynchronizedRootGroup section */"))
    XCTAssertLessThan(buildSection.lowerBound, exceptionSection.lowerBound)
    XCTAssertLessThan(referenceSection.lowerBound, syncSection.lowerBound)
    XCTAssertTrue(text.contains("\t\t\tchildren = (\n\t\t\t\t"), "the one-line () list is written out")
    let reread = try XcodeProjectFile(text: text)
    XCTAssertEqual(reread.objects(isa: "PBXBuildFile").count, 1)
    XCTAssertEqual(
      try reread.addFiles(AddFilesRequest(groupPath: "App", files: files("A.swift"), targets: ["App"])).added, [])
  }

  /// Found by the fuzzer: with section comments missing, new objects still go next to their
  /// class's objects, and a second edit finds them.
  func testSectionCommentsAreNotNeededToPlaceObjects() throws {
    let broken = Self.minimal.replacingOccurrences(of: "/* End PBXGroup section */\n", with: "")
      .replacingOccurrences(of: "/* Begin PBXSourcesBuildPhase section */\n", with: "")
    let request = AddFilesRequest(groupPath: "App/New", files: files("A.swift"), targets: ["App"])
    let edit = try XcodeProjectFile(text: broken).addFiles(request)
    let reread = try XcodeProjectFile(text: edit.text)
    XCTAssertEqual(try reread.addFiles(request).added, [])
    XCTAssertEqual(reread.objects(isa: "PBXGroup").count, 3)
  }

  /// Found by the fuzzer: a main group that is not a group, or a group without a children list,
  /// is refused instead of leaving new objects orphaned (and adding them again next time).
  func testObjectsThatCannotTakeEntriesAreRefused() throws {
    let notAGroup = Self.minimal.replacingOccurrences(
      of: "mainGroup = GR0000000000000000000001;", with: "mainGroup = PH0000000000000000000001;")
    XCTAssertThrowsError(
      try XcodeProjectFile(text: notAGroup).addFiles(
        AddFilesRequest(groupPath: "X", files: files("A.swift"), targets: ["App"]))
    ) { error in
      XCTAssertTrue((error as? Diagnostic)?.message.contains("is a PBXSourcesBuildPhase, not a group") ?? false)
    }
    let noChildren = Self.minimal.replacingOccurrences(of: "\t\t\tchildren = ();\n", with: "")
    XCTAssertThrowsError(
      try XcodeProjectFile(text: noChildren).addFiles(
        AddFilesRequest(groupPath: "App", files: files("A.swift"), targets: ["App"]))
    ) { error in
      XCTAssertTrue((error as? Diagnostic)?.message.contains("has no 'children' list") ?? false, "\(error)")
    }
  }

  /// Found by the fuzzer: a list whose last element has no comma after it gets one before the
  /// new entries, so the result still reads.
  func testAListWithoutATrailingCommaGetsOne() throws {
    let text = Self.minimal.replacingOccurrences(
      of: "\t\t\t\tGR0000000000000000000002 /* App */,\n\t\t\t\tSY0000000000000000000001 /* Feature */,\n",
      with: "\t\t\t\tGR0000000000000000000002 /* App */,\n\t\t\t\tSY0000000000000000000001 /* Feature */\n")
    let edit = try XcodeProjectFile(text: text).addFiles(
      AddFilesRequest(groupPath: "Other", files: files("A.swift"), targets: ["App"]))
    let reread = try XcodeProjectFile(text: edit.text)
    XCTAssertEqual(reread.mainGroup?.ids("children").count, 3)
  }

  func testIdsAreStableAcrossRuns() throws {
    let request = AddFilesRequest(groupPath: "App/Modules/Passcode", files: files("P.swift"), targets: ["App"])
    let first = try XcodeProjectFile(text: Self.minimal).addFiles(request)
    let second = try XcodeProjectFile(text: Self.minimal).addFiles(request)
    XCTAssertEqual(first.text, second.text)
    XCTAssertEqual(first.added.filter { $0.hasPrefix("PBXGroup") }.count, 2, "Modules and Passcode are made")
  }

  func testSynchronizedFoldersNeedNoEditAndExceptionsAreReported() throws {
    let edit = try XcodeProjectFile(text: Self.minimal).addFiles(
      AddFilesRequest(groupPath: "Feature", files: files("New.swift", "Skipped.swift"), targets: ["App"]))
    XCTAssertEqual(edit.synchronizedFolder, "Feature")
    XCTAssertEqual(edit.text, Self.minimal)
    XCTAssertEqual(edit.excluded, [SynchronizedMembership(folder: "Feature", target: "App", paths: ["Skipped.swift"])])
  }

  func testAnUnknownTargetSuggestsTheNearest() throws {
    XCTAssertThrowsError(
      try XcodeProjectFile(text: Self.minimal).addFiles(
        AddFilesRequest(groupPath: "App", files: files("A.swift"), targets: ["Ap"]))
    ) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.message, "the project has no target 'Ap'; did you mean 'App'?")
    }
  }

  func testRefusalsAreLocated() {
    func refusal(_ text: String) -> Diagnostic? {
      do {
        _ = try XcodeProjectFile(text: text)
        return nil
      } catch {
        return error
      }
    }
    let conflict = Self.minimal.replacingOccurrences(
      of: "\t\tPH0000000000000000000001 /* Sources */ = {\n",
      with: "<<<<<<< HEAD\n\t\tPH0000000000000000000001 /* Sources */ = {\n")
    XCTAssertEqual(refusal(conflict)?.message, "the project has unresolved merge-conflict markers")
    XCTAssertEqual(refusal(conflict)?.column, 1)
    XCTAssertTrue(refusal("<?xml version=\"1.0\"?>\n<plist/>")?.message.contains("XML") ?? false)
    let missingSemicolon = Self.minimal.replacingOccurrences(of: "\t\t\tpath = App;", with: "\t\t\tpath = App")
    let malformed = refusal(missingSemicolon)
    XCTAssertEqual(malformed?.message, "expected ';' after the value of 'path'")
    XCTAssertEqual(malformed?.sourceLine?.trimmingCharacters(in: .whitespaces), "sourceTree = \"<group>\";")
    let duplicate = Self.minimal.replacingOccurrences(
      of: "/* End PBXSourcesBuildPhase section */",
      with:
        "\t\tPH0000000000000000000001 = {isa = PBXSourcesBuildPhase; files = (); };\n/* End PBXSourcesBuildPhase section */"
    )
    XCTAssertTrue(refusal(duplicate)?.message.contains("'PH0000000000000000000001' is used twice") ?? false)
    let unterminated = refusal("// !$*UTF8*$!\n{\n\tkey = \"open;\n}\n")
    XCTAssertEqual(unterminated?.line, 3)
    XCTAssertEqual(unterminated?.column, 8)
    // The fuzzer's fifth find: 100,000 nested lists overflowed the stack.
    let deep = refusal("{ key = " + String(repeating: "(", count: 100_000) + ";\n}\n")
    XCTAssertEqual(deep?.message, "values nest more than 100 deep; this is not a project file Xcode writes")
    XCTAssertEqual(deep?.column, 108)
  }

  func testQuotingFollowsXcode() {
    XCTAssertEqual(XcodeProjectFile.quoted("Plain_1.2/x$"), "Plain_1.2/x$")
    XCTAssertEqual(XcodeProjectFile.quoted("My View+Ext.swift"), "\"My View+Ext.swift\"")
    XCTAssertEqual(XcodeProjectFile.quoted("a-b"), "\"a-b\"")
    XCTAssertEqual(XcodeProjectFile.quoted("___FILE___"), "\"___FILE___\"")
    XCTAssertEqual(XcodeProjectFile.quoted("q\"t"), "\"q\\\"t\"")
    XCTAssertEqual(XcodeProjectFile.fileType(of: "View.xib"), "file.xib")
  }
}
