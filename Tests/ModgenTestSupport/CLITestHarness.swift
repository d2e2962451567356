import Foundation
import ModgenCLI
import ModgenSupport
import XCTest

/// Captured streams of one in-process run.
final class CapturedStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""
  private var pendingInput: [String]
  private(set) var linesRead = 0

  init(input: [String]) { pendingInput = input }

  var output: String { lock.withLock { outputText } }
  var error: String { lock.withLock { errorText } }

  func appendOutput(_ text: String) { lock.withLock { outputText += text } }
  func appendError(_ text: String) { lock.withLock { errorText += text } }
  func nextLine() -> String? {
    lock.withLock {
      guard !pendingInput.isEmpty else { return nil }
      linesRead += 1
      return pendingInput.removeFirst()
    }
  }
  func allInput() -> String? {
    lock.withLock {
      let text = pendingInput.joined(separator: "\n")
      pendingInput = []
      return text
    }
  }
}

/// The outcome of one in-process run.
struct CLIRun {
  let status: Int32
  let stdout: String
  let stderr: String
  let linesRead: Int
}

/// Runs modgen in process with captured streams.
func runModgen(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: [String] = [],
  tty: Bool = false, fileSystem: (any FileSystem)? = nil
) -> CLIRun {
  let streams = CapturedStreams(input: input)
  let io = CommandIO(
    writeOutput: { streams.appendOutput($0) }, writeError: { streams.appendError($0) },
    readLine: { streams.nextLine() }, readAll: { streams.allInput() }, stdinIsTTY: tty, stdoutIsTTY: tty,
    stderrIsTTY: tty)
  var env = ["HOME": directory.appendingPathComponent("home").path]
  env.merge(environment) { $1 }
  let status = ModgenCLI.run(
    arguments: arguments, environment: env, io: io, fileSystem: fileSystem ?? LocalFileSystem(),
    workingDirectory: directory)
  return CLIRun(status: status, stdout: streams.output, stderr: streams.error, linesRead: streams.linesRead)
}

/// A fresh temporary directory removed at the end of the test.
extension XCTestCase {
  func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("modgen-cli-tests-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ url: URL) throws -> String { try String(decoding: Data(contentsOf: url), as: UTF8.self) }
}

/// The fixture templates of the command-line tests (Tests/ModgenKitTests/Fixtures/Templates).
let cliFixtureTemplates = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // CLI
  .deletingLastPathComponent()  // ModgenKitTests
  .appendingPathComponent("Fixtures/Templates")

/// A fixed clock for reproducible output (2026-11-22T00:00:00Z).
let fixedDateEnvironment = ["SOURCE_DATE_EPOCH": "1795305600"]

extension XCTestCase {
  /// Copies one fixture template into `folder`, returning its new location.
  @discardableResult
  func copyFixture(_ name: String, into folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let destination = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: cliFixtureTemplates.appendingPathComponent(name), to: destination)
    return destination
  }

  /// Every regular file below `directory` with its contents, for before/after comparisons.
  func snapshot(_ directory: URL) throws -> [String: Data] {
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
  func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
    do {
      return try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      XCTFail("not JSON: \(text)", file: file, line: line)
      throw error
    }
  }
}
