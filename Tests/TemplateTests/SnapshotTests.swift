import Foundation
import ModgenGenerate
import TestSupport
import XCTest

/// Golden snapshots: every built-in template rendered for `Passcode`, per variant, compared byte for byte with
/// `Snapshots/<template>/<variant>/{Code,Tests}/…`. Run with `RECORD_SNAPSHOTS=1` to re-record.
final class SnapshotTests: XCTestCase {
  static let snapshotsRoot = SharedFixtures.packageRoot.appendingPathComponent("Tests/TemplateTests/Snapshots")

  private var isRecording: Bool {
    let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] ?? ""
    return !value.isEmpty && value != "0"
  }

  func testViperMatchesSnapshots() throws { try assertSnapshots(of: "viper") }

  func testVipMatchesSnapshots() throws { try assertSnapshots(of: "vip") }

  func testMvvmMatchesSnapshots() throws { try assertSnapshots(of: "mvvm") }

  private func assertSnapshots(of name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let template = try BuiltInTemplate(named: name)
    for variant in template.variants {
      let files = try ModuleRenderer(template: template).render(
        moduleName: "Passcode", projectName: variant.targetName, variant: variant)
      let folder = Self.snapshotsRoot.appendingPathComponent(name).appendingPathComponent(variant.folderName)
      if isRecording {
        try record(files, in: folder)
        continue
      }
      let expected = try snapshotPaths(in: folder)
      let actual = Set(files.map { "\($0.role.rawValue)/\($0.path)" })
      XCTAssertEqual(
        actual, expected, "\(variant.summary): rendered files differ from \(folder.path); run with RECORD_SNAPSHOTS=1",
        file: file, line: line)
      for rendered in files {
        let url = folder.appendingPathComponent(rendered.role.rawValue).appendingPathComponent(rendered.path)
        guard let data = FileManager.default.contents(atPath: url.path) else { continue }
        if data != Data(rendered.contents.utf8) {
          XCTFail(
            "\(variant.summary): \(rendered.role.rawValue)/\(rendered.path) differs from its snapshot "
              + "(first difference at line \(firstDifferingLine(String(decoding: data, as: UTF8.self), rendered.contents))); "
              + "run with RECORD_SNAPSHOTS=1 to re-record", file: file, line: line)
        }
      }
    }
  }

  private func record(_ files: [RenderedModuleFile], in folder: URL) throws {
    try? FileManager.default.removeItem(at: folder)
    for rendered in files {
      let url = folder.appendingPathComponent(rendered.role.rawValue).appendingPathComponent(rendered.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(rendered.contents.utf8).write(to: url)
    }
    print("recorded \(files.count) snapshots in \(folder.path)")
  }

  private func snapshotPaths(in folder: URL) throws -> Set<String> {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var paths: Set<String> = []
    for case let url as URL in enumerator
    where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
      paths.insert(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
    }
    return paths
  }

  private func firstDifferingLine(_ expected: String, _ actual: String) -> Int {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count)
    where index >= expectedLines.count || index >= actualLines.count || expectedLines[index] != actualLines[index] {
      return index + 1
    }
    return 0
  }
}
