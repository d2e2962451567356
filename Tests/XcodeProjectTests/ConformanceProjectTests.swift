import Foundation
import Located
import TestSupport
import XCTest

@testable import XcodeProject

/// Every project of `../shared/conformance/xcodeproj`: it reads, an unedited write is
/// byte-identical, and the README's add-file scenario inserts exactly what Xcode would (or, in a
/// synchronized folder, nothing), a second time nothing.
final class ConformanceProjectTests: XCTestCase {
  /// The README's scenarios: file, group path, target, whether the group is a synchronized folder.
  static let scenarios: [(file: String, group: String, target: String, synchronized: Bool)] = [
    ("CocoaPods-Xcodeproj__Emoji.pbxproj", "", "Cocoa Application", false),
    ("mxcl-PromiseKit__PromiseKit.pbxproj", "Sources.swift", "PromiseKit", false),
    ("AFNetworking-AFNetworking__AFNetworking.pbxproj", "AFNetworking", "AFNetworking iOS", false),
    ("ibireme-YYKit__YYKit.pbxproj", "YYKit/Base/Foundation", "YYKit", false),
    ("CoderMJLee-MJRefresh__MJRefreshExample.pbxproj", "MJRefreshExample/Classes/Category", "MJRefreshExample", false),
    ("Alamofire-Alamofire__iOS_Example.pbxproj", "Source", "iOS Example", false),
    ("Quick-Quick__Quick.pbxproj", "Quick/Async", "Quick", false),
    ("RevenueCat-purchases-ios__CocoapodsInstallation.pbxproj", "CommonFiles", "CocoapodsInstallationTests", false),
    ("ReactiveX-RxSwift__Rx.pbxproj", "RxSwift", "RxSwift", false),
    ("apple-sample-food-truck__Food_Truck.pbxproj", "App", "Food Truck", false),
    ("rxhanson-Rectangle__Rectangle.pbxproj", "Rectangle", "Rectangle", false),
    ("getsentry-sentry-cocoa__DuplicatedSDKTest.pbxproj", "DuplicatedSDKTest", "DuplicatedSDKTest", false),
    ("kean-Nuke__Nuke.pbxproj", "Tests/Host", "NukeTestsHost", false),
    ("kean-Nuke__Nuke.pbxproj", "Sources/Nuke", "Nuke", true),
    ("home-assistant-iOS__HomeAssistant.pbxproj", "Sources/App", "App", false),
    ("home-assistant-iOS__HomeAssistant.pbxproj", "Sources/App/Assist", "App", true),
    ("Alamofire-Alamofire__Alamofire.pbxproj", "Source", "Alamofire iOS", false),
    ("jessesquires-ReactiveCollectionsKit__ExampleApp.pbxproj", "Sources", "ExampleApp", true),
    ("coteditor-CotEditor__CotEditor.pbxproj", "CotEditor", "CotEditor", true),
  ]

  private static let files = [
    AddFilesRequest.File(name: "PasscodeView.swift", role: .source),
    AddFilesRequest.File(name: "PasscodePresenter.swift", role: .source),
  ]

  func testEveryProjectReadsAndAnUneditedWriteIsIdentical() throws {
    let folder = try requireShared("conformance/xcodeproj")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".pbxproj") }
    XCTAssertEqual(names.count, 17)
    for name in names.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let project = try XcodeProjectFile(text: text, file: name)
      XCTAssertEqual(project.text, text, name)
      XCTAssertNotNil(project.project, "\(name): no root object")
      XCTAssertNotNil(project.mainGroup, "\(name): no main group")
      XCTAssertFalse(project.objects.values.contains { $0.isa.isEmpty }, "\(name): an object without isa")
      let edit = try project.addFiles(AddFilesRequest(groupPath: "", files: [], targets: []))
      XCTAssertEqual(edit.text, text, "\(name): an empty edit changes nothing")
    }
  }

  func testEveryAddFileScenario() throws {
    let folder = try requireShared("conformance/xcodeproj")
    for scenario in Self.scenarios {
      let name = scenario.file
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let project = try XcodeProjectFile(text: text, file: name)
      let request = AddFilesRequest(groupPath: scenario.group, files: Self.files, targets: [scenario.target])
      let edit = try project.addFiles(request)
      if scenario.synchronized {
        XCTAssertNotNil(edit.synchronizedFolder, "\(name) \(scenario.group): a synchronized folder")
        XCTAssertEqual(edit.text, text, "\(name): no edit in a synchronized folder")
        XCTAssertEqual(edit.excluded, [], "\(name)")
        continue
      }
      XCTAssertNil(edit.synchronizedFolder, name)
      XCTAssertEqual(edit.added.count, 4, "\(name): two references and two build files: \(edit.added)")
      try checkEdit(edit.text, original: text, scenario: scenario)
      let again = try XcodeProjectFile(text: edit.text, file: name).addFiles(request)
      XCTAssertEqual(again.added, [], "\(name): the second run adds nothing")
      XCTAssertEqual(again.text, edit.text, name)
    }
  }

  /// The edited project reads back with one reference per file in the group, one build file per
  /// file in the target's Sources phase and in no other target, and every original line kept.
  private func checkEdit(
    _ edited: String, original: String, scenario: (file: String, group: String, target: String, synchronized: Bool)
  ) throws {
    let name = scenario.file
    let project = try XcodeProjectFile(text: edited, file: name)
    let target = try project.target(named: scenario.target)
    let sources = target.ids("buildPhases").compactMap { project.objects[$0] }.first {
      $0.isa == "PBXSourcesBuildPhase"
    }
    for file in Self.files {
      let references = project.objects(isa: "PBXFileReference").filter { $0["path"] == file.name }
      XCTAssertEqual(references.count, 1, "\(name): one reference to \(file.name)")
      guard let reference = references.first else { continue }
      let parents = project.objects.values.filter { $0.ids("children").contains(reference.id) }
      XCTAssertEqual(parents.count, 1, "\(name): \(file.name) is the child of one group")
      let builds = project.objects(isa: "PBXBuildFile").filter { $0["fileRef"] == reference.id }
      XCTAssertEqual(builds.count, 1, "\(name): one build file for \(file.name)")
      XCTAssertTrue(sources?.ids("files").contains(builds.first?.id ?? "") ?? false, "\(name): in the Sources phase")
      for other in project.targets where other.id != target.id {
        let phases = other.ids("buildPhases").compactMap { project.objects[$0] }
        XCTAssertFalse(
          phases.contains { $0.ids("files").contains(builds.first?.id ?? "") }, "\(name): not in \(other.id)")
      }
      XCTAssertTrue(
        edited.contains(
          "/* \(file.name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference.id) /* \(file.name) */; };"))
    }
    // Every original line is still there, in order: only lines were inserted.
    let originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)
    let editedLines = edited.split(separator: "\n", omittingEmptySubsequences: false)
    var cursor = editedLines.startIndex
    for line in originalLines {
      guard let found = editedLines[cursor...].firstIndex(of: line) else {
        XCTFail("\(name): the original line \(line.debugDescription) was changed or lost")
        return
      }
      cursor = editedLines.index(after: found)
    }
    XCTAssertEqual(
      editedLines.count - originalLines.count, 8,
      "\(name): eight lines inserted (2 refs, 2 builds, 2 children, 2 phase entries)")
  }
}
