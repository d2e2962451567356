import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import ModgenSupport

/// The one file lock behind the `FileSystem` seam (on disk and in memory), the appends and
/// replacements the report writers use, and the project lock built on it.
final class FileLockTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-lock-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// A second holder waits until the first lets go, on disk and in memory.
  func testASecondHolderWaitsForTheFirst() throws {
    let memory = InMemoryFileSystem()
    memory.addDirectory("/work")
    for (fileSystem, path) in [
      (LocalFileSystem() as any FileSystem, root.appendingPathComponent("lock").path), (memory, "/work/lock"),
    ] {
      let first = try fileSystem.lockFile(atPath: path)
      let order = Order()
      let done = expectation(description: "the second holder got the lock")
      Thread.detachNewThread {
        let second = try? fileSystem.lockFile(atPath: path)
        order.append("second")
        second?.release()
        done.fulfill()
      }
      Thread.sleep(forTimeInterval: 0.2)
      order.append("first lets go")
      first.release()
      wait(for: [done], timeout: 10)
      XCTAssertEqual(order.events, ["first lets go", "second"], "\(type(of: fileSystem))")
      XCTAssertEqual(fileSystem.itemKind(atPath: path), .file, "the lock file is made when missing")
    }
  }

  /// A lock whose file another holder removed before letting go is taken again on the new file.
  func testALockOnARemovedFileIsTakenAgain() throws {
    let disk = LocalFileSystem()
    let path = root.appendingPathComponent("lock").path
    let first = try disk.lockFile(atPath: path)
    let done = expectation(description: "second")
    Thread.detachNewThread {
      let second = try? disk.lockFile(atPath: path)
      XCTAssertEqual(disk.itemKind(atPath: path), .file)
      second?.release()
      done.fulfill()
    }
    Thread.sleep(forTimeInterval: 0.2)
    unlink(path)
    first.release()
    wait(for: [done], timeout: 10)
  }

  func testAppendNeverTruncatesAndReplaceIsOneStep() throws {
    let memory = InMemoryFileSystem()
    memory.addDirectory("/work")
    for (fileSystem, folder) in [(LocalFileSystem() as any FileSystem, root.path), (memory, "/work")] {
      let summary = folder + "/summary.md"
      try fileSystem.appendData(Data("one\n".utf8), toPath: summary)
      try fileSystem.appendData(Data("two\n".utf8), toPath: summary)
      XCTAssertEqual(String(decoding: try fileSystem.readData(atPath: summary), as: UTF8.self), "one\ntwo\n")
      let report = folder + "/report.xml"
      try fileSystem.writeData(Data("old".utf8), toPath: report)
      try fileSystem.writeData(Data("new".utf8), toPath: folder + "/.report.tmp")
      try fileSystem.replaceItem(atPath: report, withItemAtPath: folder + "/.report.tmp")
      XCTAssertEqual(String(decoding: try fileSystem.readData(atPath: report), as: UTF8.self), "new")
      XCTAssertNil(fileSystem.itemKind(atPath: folder + "/.report.tmp"))
    }
  }

  /// The project lock works in memory too: it makes `.modgen/`, and a run that made it and wrote
  /// nothing removes it again.
  func testTheProjectLockMakesAndRemovesItsFolder() throws {
    let memory = InMemoryFileSystem()
    memory.addDirectory("/project")
    let store = ModuleRecordStore(root: URL(fileURLWithPath: "/project"), fileSystem: memory)
    let lock = try store.lock()
    XCTAssertEqual(memory.itemKind(atPath: "/project/.modgen/lock"), .file)
    lock.release()
    XCTAssertNil(memory.itemKind(atPath: "/project/.modgen"))
    memory.addFile("/project/.modgen/modules/Login.json", "{}")
    let kept = try store.lock()
    kept.release()
    XCTAssertEqual(memory.itemKind(atPath: "/project/.modgen/modules/Login.json"), .file, "records stay")
  }

  /// A project whose folder is missing is an error that says nothing was written, not a skipped lock.
  func testAMissingProjectFolderIsAnError() {
    let store = ModuleRecordStore(root: URL(fileURLWithPath: "/nowhere"), fileSystem: InMemoryFileSystem())
    XCTAssertThrowsError(try store.lock()) { error in
      XCTAssertTrue("\(error)".contains("cannot take the project's lock"), "\(error)")
      XCTAssertTrue("\(error)".contains("nothing was written"), "\(error)")
    }
  }
}

/// Events in the order threads report them.
private final class Order: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  var events: [String] { lock.withLock { list } }
  func append(_ event: String) { lock.withLock { list.append(event) } }
}
