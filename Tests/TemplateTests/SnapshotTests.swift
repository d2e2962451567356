import Foundation
import ModgenGenerate
import TestSupport
import XCTest

/// Golden snapshots: every built-in template rendered for `Passcode`, compared byte for byte with
/// `Snapshots/<template>/<variant>/{Code,Tests}/…`, in its default variant and in one variant per other value of
/// each parameter (``BuiltInTemplate/snapshotVariants``; `modgen check` builds every combination). Run with
/// `RECORD_SNAPSHOTS=1` to re-record (the recording run fails, so it cannot pass unnoticed); a variant folder no
/// variant produces any more fails the test until it is deleted.
final class SnapshotTests: XCTestCase {
  static let snapshotsRoot = SharedFixtures.packageRoot.appendingPathComponent("Tests/TemplateTests/Snapshots")

  func testViperMatchesSnapshots() throws { try assertSnapshots(of: "viper") }

  func testVipMatchesSnapshots() throws { try assertSnapshots(of: "vip") }

  func testMvvmMatchesSnapshots() throws { try assertSnapshots(of: "mvvm") }

  func testContainerMatchesSnapshots() throws { try assertSnapshots(of: "container") }

  func testScrollMatchesSnapshots() throws { try assertSnapshots(of: "scroll") }

  func testSectionsMatchesSnapshots() throws { try assertSnapshots(of: "sections") }

  func testSectionMatchesSnapshots() throws { try assertSnapshots(of: "section") }

  func testCellsMatchesSnapshots() throws { try assertSnapshots(of: "cells") }

  func testCellMatchesSnapshots() throws { try assertSnapshots(of: "cell") }

  private func assertSnapshots(of name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let template = try BuiltInTemplate(named: name)
    let variants = template.snapshotVariants
    let root = Self.snapshotsRoot.appendingPathComponent(name)
    let recorded = Set((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
    XCTAssertEqual(
      recorded.subtracting(variants.map(\.folderName)), [],
      "\(name): snapshot folders no variant produces; delete them", file: file, line: line)
    for variant in variants {
      let files = try SnapshotRenderer(template: template).render(
        moduleName: "Passcode", projectName: variant.targetName, variant: variant)
      let folder = Self.snapshotsRoot.appendingPathComponent(name).appendingPathComponent(variant.folderName)
      Snapshot.assert(
        Dictionary(uniqueKeysWithValues: files.map { ("\($0.role.rawValue)/\($0.path)", $0.contents) }),
        matchFolder: folder, label: variant.summary, file: file, line: line)
    }
  }
}
