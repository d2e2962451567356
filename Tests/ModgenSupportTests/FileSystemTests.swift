import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import ModgenSupport

final class FileSystemTests: XCTestCase {
  private var root: URL!
  private let disk = LocalFileSystem()

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-fs-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  func testItemKindsDoNotFollowTheFinalLink() throws {
    let file = root.appendingPathComponent("file.txt")
    try disk.writeData(Data("x".utf8), to: file)
    try disk.createDirectory(at: root.appendingPathComponent("dir"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("link").path, withDestinationPath: "dir")
    XCTAssertEqual(disk.itemKind(at: file), .file)
    XCTAssertEqual(disk.itemKind(at: root.appendingPathComponent("dir")), .directory)
    XCTAssertEqual(disk.itemKind(at: root.appendingPathComponent("link")), .symbolicLink(destination: "dir"))
    XCTAssertTrue(disk.isDirectory(at: root.appendingPathComponent("link")))
    XCTAssertNil(disk.itemKind(at: root.appendingPathComponent("absent")))
    XCTAssertEqual(try disk.contentsOfDirectory(at: root), ["dir", "file.txt", "link"])
  }

  func testListingMatchesFileManagerAndFailsOnWhatIsNotAFolder() throws {
    let long = String(repeating: "n", count: 255)
    for name in [".hidden", "b", "A", "é", long] {
      try disk.writeData(Data(), to: root.appendingPathComponent(name))
    }
    try disk.createDirectory(at: root.appendingPathComponent("sub"))
    let listed = try disk.contentsOfDirectory(at: root)
    XCTAssertEqual(listed, try FileManager.default.contentsOfDirectory(atPath: root.path).sorted())
    XCTAssertEqual(listed, [".hidden", "A", "b", long, "sub", "é"])
    XCTAssertEqual(try disk.contentsOfDirectory(at: root.appendingPathComponent("sub")), [])
    XCTAssertThrowsError(try disk.contentsOfDirectory(at: root.appendingPathComponent("absent"))) { error in
      XCTAssertEqual((error as NSError).code, Int(ENOENT))
      XCTAssertTrue("\(error)".contains("absent"), "\(error)")
    }
    XCTAssertThrowsError(try disk.contentsOfDirectory(at: root.appendingPathComponent("b"))) { error in
      XCTAssertEqual((error as NSError).code, Int(ENOTDIR))
    }
  }

  func testReadingIfReadableGivesTheBytesOrNil() throws {
    let file = root.appendingPathComponent("config")
    try disk.writeData(Data("[user]\n".utf8), to: file)
    let empty = root.appendingPathComponent("empty")
    try disk.writeData(Data(), to: empty)
    for fileSystem in [disk, CachingFileSystem(disk)] as [any FileSystem] {
      XCTAssertEqual(fileSystem.readDataIfReadable(atPath: file.path), Data("[user]\n".utf8))
      XCTAssertEqual(fileSystem.readDataIfReadable(atPath: empty.path), Data())
      XCTAssertNil(fileSystem.readDataIfReadable(atPath: root.appendingPathComponent("absent").path))
      XCTAssertNil(fileSystem.readDataIfReadable(atPath: root.path), "a folder is not readable as a file")
      XCTAssertNil(fileSystem.readDataIfReadable(atPath: file.path + "/below"))
    }
    // The throwing read still says what went wrong.
    XCTAssertThrowsError(try disk.readData(atPath: root.appendingPathComponent("absent").path)) { error in
      XCTAssertEqual((error as NSError).code, Int(ENOENT))
    }
    XCTAssertThrowsError(try disk.readData(atPath: root.path)) { error in
      XCTAssertEqual((error as NSError).code, Int(EISDIR))
    }
  }

  func testResolvingLinksMatchesTheSystem() throws {
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let project = root.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("relative").path, withDestinationPath: "../outside")
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("absolute").path, withDestinationPath: outside.path)
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("loop").path, withDestinationPath: "loop")

    let viaRelative = disk.resolvingSymbolicLinks(in: project.appendingPathComponent("relative/new/file.swift"))
    XCTAssertEqual(viaRelative.path, outside.path + "/new/file.swift")
    let viaAbsolute = disk.resolvingSymbolicLinks(in: project.appendingPathComponent("absolute/x"))
    XCTAssertEqual(viaAbsolute.path, outside.path + "/x")
    XCTAssertEqual(
      disk.resolvingSymbolicLinks(in: project.appendingPathComponent("relative")).path,
      project.appendingPathComponent("relative").resolvingSymlinksInPath().path)
    // A dangling link is followed too (writing through it would create its target).
    try FileManager.default.createSymbolicLink(
      atPath: project.appendingPathComponent("dangling").path, withDestinationPath: "../outside/not-yet")
    XCTAssertEqual(
      disk.resolvingSymbolicLinks(in: project.appendingPathComponent("dangling/file.swift")).path,
      outside.path + "/not-yet/file.swift")
    XCTAssertEqual(
      disk.resolvingSymbolicLinks(in: project.appendingPathComponent("relative/../project/absolute")).path,
      outside.path)
    // The fast path (realpath) and the portable one agree.
    for path in ["relative/new/file.swift", "absolute/x", "dangling/a/b", "plain/new", "relative"] {
      let url = project.appendingPathComponent(path)
      XCTAssertEqual(disk.resolvingSymbolicLinks(in: url), disk.resolvingSymbolicLinksStepByStep(in: url), path)
    }
    // A cycle ends instead of hanging.
    _ = disk.resolvingSymbolicLinks(in: project.appendingPathComponent("loop/x"))
  }

  func testMoveNeverReplacesAndStagingIsUnique() throws {
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    try disk.writeData(Data("a".utf8), to: a)
    try disk.writeData(Data("b".utf8), to: b)
    XCTAssertThrowsError(try disk.moveItem(at: a, to: b)) { error in
      XCTAssertEqual(error as? FileSystemError, .alreadyExists(b.path))
    }
    XCTAssertEqual(try disk.readText(at: b), "b")
    XCTAssertEqual(try disk.readText(at: a), "a")

    let c = root.appendingPathComponent("c")
    try disk.moveItem(at: a, to: c)
    XCTAssertNil(disk.itemKind(at: a))
    XCTAssertEqual(try disk.readText(at: c), "a")

    let folder = root.appendingPathComponent("folder")
    try disk.createDirectory(at: folder)
    try disk.moveItem(at: folder, to: root.appendingPathComponent("moved"))
    XCTAssertEqual(disk.itemKind(at: root.appendingPathComponent("moved")), .directory)

    let first = try disk.makeStagingDirectory(in: root)
    let second = try disk.makeStagingDirectory(in: root)
    XCTAssertNotEqual(first, second)
    XCTAssertTrue(first.lastPathComponent.hasPrefix(".modgen-staging-"))
    try disk.removeItem(at: first)
    XCTAssertNil(disk.itemKind(at: first))
  }

  /// The exclusive create writes a new file and refuses anything already there (a file, a folder,
  /// a dangling link) without touching it; a directory is made with mkdir and refused when present.
  func testCreateFileNeverReplaces() throws {
    let file = root.appendingPathComponent("new.txt").path
    try disk.createFile(Data("mine\n".utf8), atPath: file)
    XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "mine\n")

    XCTAssertThrowsError(try disk.createFile(Data("again\n".utf8), atPath: file)) { error in
      XCTAssertEqual(error as? FileSystemError, .alreadyExists(file))
    }
    XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "mine\n")

    let dangling = root.appendingPathComponent("dangling").path
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere.txt")
    XCTAssertThrowsError(try disk.createFile(Data("x".utf8), atPath: dangling))
    XCTAssertNil(disk.itemKind(atPath: root.appendingPathComponent("nowhere.txt").path), "followed the link")

    let folder = root.appendingPathComponent("folder").path
    try disk.createDirectory(atPath: folder)
    XCTAssertEqual(disk.itemKind(atPath: folder), .directory)
    XCTAssertThrowsError(try disk.createFile(Data("x".utf8), atPath: folder))
    XCTAssertThrowsError(try disk.createDirectory(atPath: folder)) { error in
      XCTAssertEqual(error as? FileSystemError, .alreadyExists(folder))
    }
    XCTAssertThrowsError(try disk.createFile(Data("x".utf8), atPath: root.appendingPathComponent("absent/x").path))
    XCTAssertNil(disk.itemKind(atPath: root.appendingPathComponent("absent").path))
  }

  /// The whole pipeline on the real disk: plan, write, plan again (identical), then a symlink
  /// leading outside is refused without writing.
  func testGenerateOnTheRealDisk() throws {
    let generator = Generator(fileSystem: disk)
    let request = GenerationRequest(
      moduleName: "Passcode", template: Fixtures.template("sample"), outputRoot: root.appendingPathComponent("Sources"),
      testsOutputRoot: root.appendingPathComponent("Tests"), date: Fixtures.date)
    try SafeWriter(fileSystem: disk).apply(try generator.plan(request), policy: .failOnConflict)
    XCTAssertEqual(
      try disk.contentsOfDirectory(at: root.appendingPathComponent("Sources/Passcode")),
      ["PasscodePresenter.swift", "PasscodeView.swift"])
    XCTAssertEqual(try disk.contentsOfDirectory(at: root), ["Sources", "Tests"], "staging folder left behind")
    XCTAssertEqual(Set(try generator.plan(request).files.map(\.action)), [.identical])

    let outside = root.appendingPathComponent("outside")
    try disk.createDirectory(at: outside)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Linked").path, withDestinationPath: "outside")
    try disk.createDirectory(at: root.appendingPathComponent("Other"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Other/Passcode").path, withDestinationPath: "../outside")
    var escaping = request
    escaping.outputRoot = root.appendingPathComponent("Other")
    XCTAssertThrowsError(try generator.plan(escaping)) { error in
      XCTAssertTrue("\(error)".contains("through a symbolic link"), "\(error)")
    }
    XCTAssertEqual(try disk.contentsOfDirectory(at: outside), [])
  }

  func testInMemoryDoubleFollowsLinksInParents() throws {
    let memory = InMemoryFileSystem(["/real/a.txt": "a"])
    memory.addSymlink("/alias", to: "/real")
    XCTAssertEqual(try memory.readText(at: URL(fileURLWithPath: "/alias/a.txt")), "a")
    try memory.writeData(Data("b".utf8), to: URL(fileURLWithPath: "/alias/b.txt"))
    XCTAssertEqual(memory.text("/real/b.txt"), "b")
    XCTAssertEqual(memory.itemKind(at: URL(fileURLWithPath: "/alias")), .symbolicLink(destination: "/real"))
    memory.failingOperation = 1
    XCTAssertThrowsError(try memory.removeItem(at: URL(fileURLWithPath: "/real/a.txt")))
    XCTAssertEqual(memory.text("/real/a.txt"), "a")
  }
}
