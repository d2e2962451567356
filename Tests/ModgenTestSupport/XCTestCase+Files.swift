// Test helpers build only where XCTest exists (not in a release build of the tool).
#if canImport(XCTest)
  import Foundation
  import XCTest

  /// Files and folders for the tests of the modgen layers.
  extension XCTestCase {
    /// A fresh temporary directory removed at the end of the test.
    package func makeTemporaryDirectory() throws -> URL {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("modgen-cli-tests-\(UUID().uuidString)")
        .resolvingSymlinksInPath()
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      addTeardownBlock { try? FileManager.default.removeItem(at: url) }
      return url
    }

    /// Writes `text` to `url`, creating its parent folders.
    package func write(_ text: String, to url: URL) throws {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    /// The text of the file at `url`.
    package func read(_ url: URL) throws -> String { try String(decoding: Data(contentsOf: url), as: UTF8.self) }
  }

  extension XCTestCase {
    /// Copies one fixture template into `folder`, returning its new location.
    @discardableResult
    package func copyFixture(_ name: String, into folder: URL) throws -> URL {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let destination = folder.appendingPathComponent(name)
      try FileManager.default.copyItem(at: cliFixtureTemplates.appendingPathComponent(name), to: destination)
      return destination
    }

    /// Every regular file below `directory` with its contents, for before/after comparisons.
    package func snapshot(_ directory: URL) throws -> [String: Data] {
      var result: [String: Data] = [:]
      guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
        return result
      }
      let base = directory.resolvingSymlinksInPath().path
      for case let url as URL in enumerator {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
          continue
        }
        let path = url.resolvingSymlinksInPath().path
        result[String(path.dropFirst(base.count))] = try Data(contentsOf: url)
      }
      return result
    }

    /// Parses JSON output into a dictionary or array.
    package func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
      do {
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
      } catch {
        XCTFail("not JSON: \(text)", file: file, line: line)
        throw error
      }
    }
  }
#endif
