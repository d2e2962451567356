import Foundation
import ModgenGenerate
import TestSupport
import XCTest

/// Golden snapshots: every built-in template rendered for `Passcode`, per variant, compared byte for byte with
/// `Snapshots/<template>/<variant>/{Code,Tests}/…`. Run with `RECORD_SNAPSHOTS=1` to re-record (the
/// recording run fails, so it cannot pass unnoticed).
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
    for variant in template.variants {
      let files = try SnapshotRenderer(template: template).render(
        moduleName: "Passcode", projectName: variant.targetName, variant: variant)
      let folder = Self.snapshotsRoot.appendingPathComponent(name).appendingPathComponent(variant.folderName)
      Snapshot.assert(
        Dictionary(uniqueKeysWithValues: files.map { ("\($0.role.rawValue)/\($0.path)", $0.contents) }),
        matchFolder: folder, label: variant.summary, file: file, line: line)
    }
  }
}
