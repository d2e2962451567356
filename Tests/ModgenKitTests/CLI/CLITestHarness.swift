import Foundation
import ModgenKit
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
