import Foundation
import TestSupport
import XCTest

@testable import XcodeProject

/// Where Xcode finds a group's file: through the groups' `path`s and `sourceTree`s, or the
/// synchronized folder it lies in; and which objects stand for a module's files.
final class ReferenceResolutionTests: XCTestCase {
  func testEveryConformanceScenarioResolvesTheAddedFilesInsideTheGroupsFolder() throws {
    let folder = try requireShared("conformance/xcodeproj")
    for scenario in ConformanceProjectTests.scenarios {
      let text = try String(contentsOf: folder.appendingPathComponent(scenario.file), encoding: .utf8)
      let project = try XcodeProjectFile(text: text, file: scenario.file)
      let request = AddFilesRequest(
        groupPath: scenario.group, files: [.init(name: "PasscodeView.swift", role: .source)],
        targets: [scenario.target])
      let edited = try XcodeProjectFile(text: project.addFiles(request).text, file: scenario.file)
      let resolvedFile = edited.resolvedPath(ofFile: "PasscodeView.swift", inGroupPath: scenario.group)
      // A group outside the project's folder (an absolute path on the way): no path below it.
      guard let groupFolder = edited.resolvedFolder(ofGroupPath: scenario.group) else {
        XCTAssertNil(resolvedFile, scenario.file)
        continue
      }
      let resolved = try XCTUnwrap(resolvedFile, scenario.file)
      XCTAssertEqual(
        resolved, [groupFolder, "PasscodeView.swift"].filter { !$0.isEmpty }.joined(separator: "/"), scenario.file)
      guard !scenario.synchronized else { continue }
      // The new reference is the one object standing for that path (with no group of its own).
      let ids = edited.objects(standingFor: [resolved], folders: [])
      XCTAssertEqual(ids.count, 1, scenario.file)
      XCTAssertEqual(edited.objects[ids[0]]?["path"], "PasscodeView.swift", scenario.file)
    }
  }
}
