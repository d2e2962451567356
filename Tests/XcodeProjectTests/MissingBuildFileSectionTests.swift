import Foundation
import Located
import TestSupport
import XCTest

@testable import XcodeProject

/// A project with no `PBXBuildFile` section yet (no file in any build phase, as in a fresh
/// project) gets the section made where and as Xcode writes it: made from each real project of
/// `../shared/conformance/xcodeproj` by taking its build files out.
final class MissingBuildFileSectionTests: XCTestCase {
  private static let files = [
    AddFilesRequest.File(name: "PasscodeView.swift", role: .source),
    AddFilesRequest.File(name: "PasscodePresenter.swift", role: .source),
  ]

  /// The real project without its build files: the `PBXBuildFile` section (with the blank line
  /// after it) and every line naming one of its ids.
  static func withoutBuildFiles(_ text: String) throws -> String {
    let project = try XcodeProjectFile(text: text)
    let ids = project.objects(isa: "PBXBuildFile").map(\.id)
    let begin = try XCTUnwrap(text.range(of: "/* Begin PBXBuildFile section */\n"))
    let endMarker = "/* End PBXBuildFile section */\n\n"
    let end = try XCTUnwrap(text.range(of: endMarker, range: begin.upperBound..<text.endIndex))
    let stripped = String(text[..<begin.lowerBound]) + String(text[end.upperBound...])
    return removingLines(naming: ids, from: stripped)
  }

  /// `text` without the lines that hold any of `ids`.
  static func removingLines(naming ids: [String], from text: String) -> String {
    let set = Set(ids)
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      let trimmed = line.drop { $0 == "\t" || $0 == " " }
      let first = trimmed.prefix { $0 != " " && $0 != "," && $0 != ";" }
      return !set.contains(String(first))
    }.joined(separator: "\n")
  }

  /// Golden: the section made in the fresh project is, byte for byte, the one the real project
  /// gets (its old build files aside), at the same place, and the result reads back.
  func testTheSectionIsMadeWhereXcodeWritesIt() throws {
    let folder = try requireShared("conformance/xcodeproj")
    var checked = 0
    for scenario in ConformanceProjectTests.scenarios where !scenario.synchronized {
      let name = scenario.file
      let original = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let oldIDs = try XcodeProjectFile(text: original).objects(isa: "PBXBuildFile").map(\.id)
      let fresh = try Self.withoutBuildFiles(original)
      let freshProject = try XcodeProjectFile(text: fresh, file: name)
      XCTAssertEqual(freshProject.objects(isa: "PBXBuildFile").count, 0, name)
      XCTAssertFalse(fresh.contains("PBXBuildFile section"), name)
      let request = AddFilesRequest(groupPath: scenario.group, files: Self.files, targets: [scenario.target])
      let edit = try freshProject.addFiles(request)
      let expected = Self.removingLines(
        naming: oldIDs, from: try XcodeProjectFile(text: original).addFiles(request).text)
      XCTAssertEqual(edit.text, expected, "\(name): the new section differs from the one in the real project's place")
      // The section's own bytes: Begin, the two build files in id order, End, one blank line around.
      let reread = try XcodeProjectFile(text: edit.text, file: name)
      let built = reread.objects(isa: "PBXBuildFile").sorted { $0.id < $1.id }
      XCTAssertEqual(built.count, 2, name)
      var section = "\n\n/* Begin PBXBuildFile section */\n"
      for object in built {
        let file = try XCTUnwrap(reread.objects[object["fileRef"] ?? ""]?["path"])
        section +=
          "\t\t\(object.id) /* \(file) in Sources */ = {isa = PBXBuildFile; fileRef = \(object["fileRef"]!) /* \(file) */; };\n"
      }
      section += "/* End PBXBuildFile section */\n\n/* Begin "
      XCTAssertTrue(edit.text.contains(section), "\(name): the section as Xcode writes it")
      // Sections stay in the order of their classes, each object inside its own class's section.
      assertSectionsInOrder(edit.text, reread, name)
      XCTAssertEqual(try reread.addFiles(request).added, [], "\(name): the second run adds nothing")
      checked += 1
    }
    XCTAssertEqual(checked, 15)
  }

  /// A project whose first section sorts before `PBXBuildFile` (`PBXAggregateTarget`) gets the new
  /// section after it.
  func testTheSectionFollowsAnAggregateTargetSection() throws {
    let folder = try requireShared("conformance/xcodeproj")
    let name = "Quick-Quick__Quick.pbxproj"
    let original = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let fresh = try Self.withoutBuildFiles(original)
    XCTAssertTrue(fresh.contains("\tobjects = {\n\n/* Begin PBXAggregateTarget section */\n"))
    let edit = try XcodeProjectFile(text: fresh, file: name).addFiles(
      AddFilesRequest(groupPath: "Quick/Async", files: Self.files, targets: ["Quick"]))
    XCTAssertTrue(
      edit.text.contains("/* End PBXAggregateTarget section */\n\n/* Begin PBXBuildFile section */\n\t\t"), edit.text)
    XCTAssertTrue(edit.text.contains("/* End PBXBuildFile section */\n\n/* Begin PBXContainerItemProxy section */\n"))
  }

  /// Every `Begin X section` is followed by its `End`, the classes come in ASCII order, and each
  /// object lies inside the section of its class.
  private func assertSectionsInOrder(_ text: String, _ project: XcodeProjectFile, _ name: String) {
    var sections: [(isa: String, range: Range<Int>)] = []
    var searchFrom = text.startIndex
    while let begin = text.range(of: "/* Begin ", range: searchFrom..<text.endIndex),
      let suffix = text.range(of: " section */", range: begin.upperBound..<text.endIndex)
    {
      let isa = String(text[begin.upperBound..<suffix.lowerBound])
      guard let end = text.range(of: "/* End \(isa) section */", range: suffix.upperBound..<text.endIndex) else {
        XCTFail("\(name): \(isa) section never ends")
        return
      }
      let lower = text.utf8.distance(from: text.startIndex, to: begin.lowerBound)
      let upper = text.utf8.distance(from: text.startIndex, to: end.upperBound)
      sections.append((isa, lower..<upper))
      searchFrom = end.upperBound
    }
    XCTAssertEqual(sections.map(\.isa), sections.map(\.isa).sorted(), "\(name): sections in order")
    for object in project.objects.values {
      let inside = sections.first { $0.range.contains(object.idRange.lowerBound) }
      XCTAssertEqual(inside?.isa, object.isa, "\(name): \(object.id) lies in its class's section")
    }
  }
}
