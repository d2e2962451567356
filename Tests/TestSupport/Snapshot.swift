// Test helpers build only where XCTest exists (not in a release build of the tool).
#if canImport(XCTest)
  import Foundation
  import XCTest

  /// Golden files, compared byte for byte. With `RECORD_SNAPSHOTS` set (to anything but `0`), or
  /// when a golden file is missing, the actual text is written as the new golden file and the test
  /// fails, saying so: a run that records never passes, so CI cannot go green by rewriting goldens.
  public enum Snapshot {
    /// Whether this run re-records golden files.
    public static var isRecording: Bool {
      let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] ?? ""
      return !value.isEmpty && value != "0"
    }

    /// Asserts that `actual` equals the golden file at `url`.
    public static func assert(_ actual: String, matches url: URL, file: StaticString = #filePath, line: UInt = #line) {
      let expected = try? String(contentsOf: url, encoding: .utf8)
      if isRecording || expected == nil {
        record(
          [url.lastPathComponent: actual], in: url.deletingLastPathComponent(), clearing: false, file: file, line: line)
        return
      }
      if actual != expected {
        XCTFail(
          "\(url.path) differs (first difference at line \(firstDifferingLine(expected!, actual))); "
            + "run with RECORD_SNAPSHOTS=1 to re-record", file: file, line: line)
      }
    }

    /// Asserts that `folder` holds exactly `files` (relative path to contents), nothing more.
    public static func assert(
      _ files: [String: String], matchFolder folder: URL, label: String, file: StaticString = #filePath,
      line: UInt = #line
    ) {
      let existing = filePaths(in: folder)
      if isRecording || existing.isEmpty {
        record(files, in: folder, clearing: true, file: file, line: line)
        return
      }
      XCTAssertEqual(
        Set(files.keys), existing, "\(label): rendered files differ from \(folder.path); run with RECORD_SNAPSHOTS=1",
        file: file, line: line)
      for path in files.keys.sorted() {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
          continue
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != files[path] {
          XCTFail(
            "\(label): \(path) differs from its snapshot (first difference at line "
              + "\(firstDifferingLine(expected, files[path]!))); run with RECORD_SNAPSHOTS=1 to re-record",
            file: file, line: line)
        }
      }
    }

    private static func record(
      _ files: [String: String], in folder: URL, clearing: Bool, file: StaticString, line: UInt
    ) {
      do {
        if clearing { try? FileManager.default.removeItem(at: folder) }
        for (path, contents) in files {
          let url = folder.appendingPathComponent(path)
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data(contents.utf8).write(to: url)
        }
        XCTFail(
          "recorded \(files.count) snapshot(s) in \(folder.path); check them and run again without RECORD_SNAPSHOTS",
          file: file, line: line)
      } catch {
        XCTFail("could not record snapshots in \(folder.path): \(error)", file: file, line: line)
      }
    }

    private static func filePaths(in folder: URL) -> Set<String> {
      guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
      var paths: Set<String> = []
      for case let relative as String in enumerator {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory), !isDirectory.boolValue
        {
          paths.insert(relative)
        }
      }
      return paths
    }

    private static func firstDifferingLine(_ expected: String, _ actual: String) -> Int {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      for index in 0..<max(expectedLines.count, actualLines.count)
      where index >= expectedLines.count || index >= actualLines.count || expectedLines[index] != actualLines[index] {
        return index + 1
      }
      return 0
    }
  }
#endif
