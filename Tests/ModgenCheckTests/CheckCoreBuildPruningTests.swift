import Foundation
import ModgenSupport
import XCTest

@testable import ModgenCheck

/// Core builds no check has used for two weeks are removed, so the cache does not keep one per toolchain
/// and modgen version forever.
final class CheckCoreBuildPruningTests: XCTestCase {
  func testIdleCoresAreRemovedAndTheOthersKept() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("core-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    let fileSystem = LocalFileSystem()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    func folder(_ name: String, lastUsed: Date?) throws -> URL {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent(".build"), withIntermediateDirectories: true)
      if let lastUsed {
        try Data("\(Int(lastUsed.timeIntervalSince1970))\n".utf8).write(to: url.appendingPathComponent("last-used"))
      }
      return url
    }
    let idle = try folder("00000000000000aa", lastUsed: now.addingTimeInterval(-15 * 24 * 3600))
    let recent = try folder("00000000000000bb", lastUsed: now.addingTimeInterval(-13 * 24 * 3600))
    let unknown = try folder("00000000000000cc", lastUsed: nil)
    let other = try folder("notes", lastUsed: now.addingTimeInterval(-100 * 24 * 3600))

    let core = CheckCoreBuild(root: root, toolchain: "swift-6.3", destination: .host, targets: [])
    XCTAssertTrue(CheckCoreBuild.isCoreFolderName(core.directory.lastPathComponent))
    try FileManager.default.createDirectory(at: core.directory, withIntermediateDirectories: true)
    core.removeIdleCores(fileSystem: fileSystem, now: now)
    core.markUsed(fileSystem: fileSystem, now: now)

    XCTAssertFalse(FileManager.default.fileExists(atPath: idle.path), "unused for 15 days")
    XCTAssertTrue(FileManager.default.fileExists(atPath: recent.path), "used 13 days ago")
    XCTAssertTrue(FileManager.default.fileExists(atPath: other.path), "not a core folder")
    XCTAssertEqual(
      try String(contentsOf: unknown.appendingPathComponent("last-used"), encoding: .utf8), "1800000000\n",
      "a core with no record of its use starts its clock now")
    XCTAssertEqual(try String(contentsOf: core.lastUsedFile, encoding: .utf8), "1800000000\n")

    // Two weeks and a day later, without use, the others go too; the one in use stays.
    let later = now.addingTimeInterval(15 * 24 * 3600)
    core.markUsed(fileSystem: fileSystem, now: later)
    core.removeIdleCores(fileSystem: fileSystem, now: later)
    XCTAssertFalse(FileManager.default.fileExists(atPath: recent.path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: unknown.path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: core.directory.path))
  }
}
