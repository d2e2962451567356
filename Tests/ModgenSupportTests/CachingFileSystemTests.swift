import Foundation
import ModgenSupport
import ModgenTestSupport
import XCTest

/// The per-step memory of the file system: each path is looked at once, a missing folder answers
/// for everything below it, and what the cache itself changes is never answered stale.
final class CachingFileSystemTests: XCTestCase {
  private func url(_ path: String) -> URL { URL(fileURLWithPath: path, isDirectory: false) }

  func testAPathIsLookedAtOnceAndAMissingFolderAnswersForItsContents() {
    let disk = InMemoryFileSystem(["/project/modgen.json": "{}"])
    let cache = CachingFileSystem(disk)
    for _ in 0..<5 { XCTAssertEqual(cache.itemKind(at: url("/project/modgen.json")), .file) }
    let afterFirst = disk.lookups
    XCTAssertEqual(afterFirst, 2, "/project, then the file, each once (the root is a folder without asking)")
    for index in 0..<20 {
      XCTAssertNil(cache.itemKind(at: url("/project/Sources/Login/File\(index).swift")))
    }
    XCTAssertEqual(disk.lookups - afterFirst, 1, "only /project/Sources is asked")
  }

  func testWhatTheCacheChangesIsNeverAnsweredStale() throws {
    let disk = InMemoryFileSystem(["/p/old.txt": "x"])
    let cache = CachingFileSystem(disk)
    XCTAssertNil(cache.itemKind(at: url("/p/A/B/new.txt")))
    try cache.createDirectory(at: url("/p/A"))
    try cache.createDirectory(at: url("/p/A/B"))
    try cache.writeData(Data("n".utf8), to: url("/p/A/B/new.txt"))
    XCTAssertEqual(cache.itemKind(at: url("/p/A/B/new.txt")), .file)
    XCTAssertEqual(cache.itemKind(at: url("/p/A/B")), .directory)

    try cache.moveItem(at: url("/p/A/B/new.txt"), to: url("/p/moved.txt"))
    XCTAssertNil(cache.itemKind(at: url("/p/A/B/new.txt")))
    XCTAssertEqual(cache.itemKind(at: url("/p/moved.txt")), .file)

    try cache.moveItem(at: url("/p/A"), to: url("/p/C"))
    XCTAssertNil(cache.itemKind(at: url("/p/A/B")), "a moved folder's old contents are gone")
    XCTAssertEqual(cache.itemKind(at: url("/p/C/B")), .directory, "and found again at the new place")

    try cache.removeItem(at: url("/p/C"))
    XCTAssertNil(cache.itemKind(at: url("/p/C/B")))
    XCTAssertEqual(disk.itemKind(at: url("/p/C")), nil)

    let staging = try cache.makeStagingDirectory(in: url("/p"))
    XCTAssertEqual(cache.itemKind(at: staging), .directory)
  }

  func testAFolderMovedOntoRememberedAbsencesIsSeenWithItsContents() throws {
    let disk = InMemoryFileSystem(["/p/C/x.txt": "x", "/p/C/deep/y.txt": "y"])
    let cache = CachingFileSystem(disk)
    XCTAssertNil(cache.itemKind(at: url("/p/D/x.txt")))
    XCTAssertNil(cache.itemKind(at: url("/p/D/deep/y.txt")))
    XCTAssertEqual(cache.itemKind(at: url("/p/C/deep/y.txt")), .file)
    try cache.moveItem(at: url("/p/C"), to: url("/p/D"))
    XCTAssertEqual(cache.itemKind(at: url("/p/D/x.txt")), .file)
    XCTAssertEqual(cache.itemKind(at: url("/p/D/deep/y.txt")), .file)
    XCTAssertNil(cache.itemKind(at: url("/p/C/deep/y.txt")))
    try cache.removeItem(at: url("/p"))
    XCTAssertNil(cache.itemKind(at: url("/p/D/deep/y.txt")), "a removed folder's contents are gone")
    XCTAssertEqual(disk.itemKind(at: url("/p/D/deep/y.txt")), nil)
  }

  func testAFailedChangeIsForgottenNotGuessed() {
    let disk = InMemoryFileSystem(["/p/a.txt": "a"])
    let cache = CachingFileSystem(disk)
    XCTAssertEqual(cache.itemKind(at: url("/p/a.txt")), .file)
    disk.failingOperation = 0
    XCTAssertThrowsError(try cache.moveItem(at: url("/p/a.txt"), to: url("/p/b.txt")))
    XCTAssertEqual(cache.itemKind(at: url("/p/a.txt")), .file, "asked again, still there")
    XCTAssertNil(cache.itemKind(at: url("/p/b.txt")))
  }

  func testLinksResolveAsOnTheDisk() {
    let disk = InMemoryFileSystem(["/real/Sources/x.swift": "x"])
    disk.addSymlink("/project/Sources", to: "/real/Sources")
    let cache = CachingFileSystem(disk)
    for path in ["/project/Sources/x.swift", "/project/Sources/Login/y.swift", "/project/other"] {
      XCTAssertEqual(cache.resolvingSymbolicLinks(in: url(path)).path, disk.resolvingSymbolicLinks(in: url(path)).path)
    }
    XCTAssertEqual(
      cache.resolvingSymbolicLinks(in: url("/project/Sources/Login/y.swift")).path, "/real/Sources/Login/y.swift")
  }

  func testRememberedLinkFreeFoldersResolveAsTheDiskDoes() throws {
    let disk = InMemoryFileSystem(["/real/Sources/x.swift": "x", "/p/plain/a.swift": "a", "/p/deep/er/b.swift": "b"])
    disk.addSymlink("/p/linked", to: "/real/Sources")
    disk.addSymlink("/p/plain/file-link.swift", to: "a.swift")
    disk.addSymlink("/p/deep/er/up", to: "../../linked")
    let cache = CachingFileSystem(disk)
    let paths = [
      "/p/plain/a.swift", "/p/plain/new/c.swift", "/p/plain/file-link.swift", "/p/linked/x.swift",
      "/p/linked/New/y.swift", "/p/deep/er/b.swift", "/p/deep/er/up/x.swift", "/p/deep/er/up/Z/z.swift",
      "/p/plain/../linked/x.swift", "/p", "/",
    ]
    // Twice: the second round is answered from the folders remembered as free of links.
    for round in 1...2 {
      for path in paths {
        XCTAssertEqual(
          cache.resolvingSymbolicLinks(inPath: path), disk.resolvingSymbolicLinks(inPath: path),
          "\(path), round \(round)")
      }
    }
    XCTAssertEqual(cache.resolvingSymbolicLinks(inPath: "/p/deep/er/up/x.swift"), "/real/Sources/x.swift")
    // A folder that was free of links is removed and a link moved into its place.
    try cache.removeItem(at: url("/p/plain"))
    try cache.moveItem(at: url("/p/linked"), to: url("/p/plain"))
    XCTAssertEqual(cache.resolvingSymbolicLinks(inPath: "/p/plain/x.swift"), "/real/Sources/x.swift")
    XCTAssertEqual(
      cache.resolvingSymbolicLinks(inPath: "/p/plain/x.swift"), disk.resolvingSymbolicLinks(inPath: "/p/plain/x.swift"))
  }

  func testGenLooksAtEachFolderAboutOnce() throws {
    var files: [String: String] = [
      "/project/modgen.json": #"{ "project_name": "Memory", "author": "Ann" }"#
    ]
    var entries: [String] = []
    for index in 0..<12 {
      files["/project/Templates/many/F\(index).liquid"] = "struct {{ module_info.name }}\(index) {}\n"
      entries.append(#"{ "template": "F\#(index).liquid", "path": "{{ module_info.name }}\#(index).swift" }"#)
    }
    files["/project/Templates/many/template.json"] = """
      { "name": "many", "summary": "s", "version": "1.0.0", "code_files": [\(entries.joined(separator: ", "))] }
      """
    let disk = InMemoryFileSystem(files)
    let run = runModgen(
      ["gen", "Login", "many", "--no-tests"], in: URL(fileURLWithPath: "/project"), environment: ["HOME": "/home"],
      fileSystem: disk)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(disk.text("/project/Sources/Login/Login11.swift"), "struct Login11 {}\n")
    // Planning and writing 12 files in two new folders. Without the cache this was well over a
    // hundred lookups (several per file); now it grows with the folders, not the files.
    XCTAssertLessThan(disk.lookups, 40, "\(disk.lookups) lookups (293 before the cache)")
  }
}

/// The environment read from `environ` is the one Foundation reports.
final class ProcessEnvironmentTests: XCTestCase {
  func testMatchesProcessInfo() {
    XCTAssertEqual(ProcessEnvironment.current(), ProcessInfo.processInfo.environment)
  }

  func testWorkingFolderMatchesFileManager() {
    XCTAssertEqual(ProcessEnvironment.currentDirectoryPath(), FileManager.default.currentDirectoryPath)
  }
}
