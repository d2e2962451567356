import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// Runs the built `modgen` executable as a child process and checks exit codes and streams.
final class EndToEndTests: XCTestCase {
  private struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The `modgen` binary built next to the test bundle, or in a `.build*/debug` folder of the package.
  static let binary: URL? = {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent("modgen"))
    }
    for bundle in Bundle.allBundles {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("modgen"))
    }
    let root = SharedFixtures.packageRoot
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for folder in folders.sorted() where folder.hasPrefix(".build") {
      candidates.append(root.appendingPathComponent("\(folder)/debug/modgen"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  private func modgen(_ arguments: [String], in directory: URL, stdin: String? = nil) throws -> Result {
    guard let binary = Self.binary else {
      throw XCTSkip("the modgen executable was not found; build it with 'swift build' to run the end-to-end tests")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = directory.appendingPathComponent("home").path
    environment["SOURCE_DATE_EPOCH"] = "1795305600"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    try process.run()
    if let stdin {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try input.fileHandleForWriting.close()
    }
    // Read stderr on another thread so neither pipe can fill up and block the child.
    let errorData = LockedData()
    let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData.value, as: UTF8.self))
  }

  func testVersionHelpAndUsageExitCodes() throws {
    let directory = try makeTemporaryDirectory()
    let version = try modgen(["--version"], in: directory)
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.stdout.hasPrefix("modgen "), version.stdout)
    XCTAssertEqual(try modgen(["help", "gen"], in: directory).status, 0)
    let unknown = try modgen(["lsit"], in: directory)
    XCTAssertEqual(unknown.status, 64)
    XCTAssertEqual(unknown.stdout, "")
    XCTAssertTrue(unknown.stderr.contains("did you mean 'list'?"), unknown.stderr)
    XCTAssertFalse(unknown.stderr.contains("\u{1B}["), "no colour when stderr is not a terminal")
  }

  func testGenCreatesThenIsIdenticalThenConflicts() throws {
    let directory = try makeTemporaryDirectory()
    let arguments = ["gen", "Passcode", "cli-basic", "--templates", cliFixtureTemplates.path]
    let first = try modgen(arguments, in: directory)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertTrue(first.stdout.contains("create  Sources/Passcode/PasscodeView.swift"), first.stdout)
    let second = try modgen(arguments, in: directory)
    XCTAssertEqual(second.status, 0, second.stderr)
    XCTAssertFalse(second.stdout.contains("create"), second.stdout)
    try write("edited\n", to: directory.appendingPathComponent("Sources/Passcode/PasscodeView.swift"))
    let third = try modgen(arguments, in: directory)
    XCTAssertEqual(third.status, 1)
    XCTAssertTrue(third.stdout.contains("conflict  Sources/Passcode/PasscodeView.swift"), third.stdout)
    XCTAssertEqual(try read(directory.appendingPathComponent("Sources/Passcode/PasscodeView.swift")), "edited\n")
  }

  func testBuiltInTemplatesWorkFromAnEmptyFolder() throws {
    let directory = try makeTemporaryDirectory()
    let names = try modgen(["list", "--names"], in: directory)
    XCTAssertEqual(names.status, 0, names.stderr)
    let builtins = names.stdout.split(separator: "\n").map(String.init)
    guard let template = ["viper", "mvvm", "vip"].first(where: builtins.contains) else {
      throw XCTSkip("no built-in templates are embedded in this build yet")
    }
    let run = try modgen(["gen", "Passcode", template, "--no-input"], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertFalse(lines.isEmpty)
    XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("      create  ") }, run.stdout)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("Sources/Passcode").path), run.stdout)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tests/Passcode").path), run.stdout)
  }

  func testBashCompletionAsksTheBinaryForTemplateNames() throws {
    guard let binary = Self.binary else { throw XCTSkip("the modgen executable was not found") }
    guard let bash = CLICompletionTests.which("bash") else { throw XCTSkip("bash not installed") }
    let directory = try makeTemporaryDirectory()
    try copyFixture("cli-basic", into: directory.appendingPathComponent("Templates"))
    let script = directory.appendingPathComponent("modgen.bash")
    try write(try modgen(["completion", "bash"], in: directory).stdout, to: script)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bash)
    process.arguments = [
      "-c",
      """
      PATH='\(binary.deletingLastPathComponent().path)':"$PATH"
      source '\(script.path)'
      COMP_WORDS=(modgen gen Passcode cli-); COMP_CWORD=3
      _modgen
      printf '%s\\n' "${COMPREPLY[@]}"
      """,
    ]
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(text, "cli-basic\n")
  }

  func testMissingParameterFailsWithoutATerminal() throws {
    let directory = try makeTemporaryDirectory()
    let run = try modgen(["gen", "Passcode", "cli-ask", "--templates", cliFixtureTemplates.path], in: directory)
    XCTAssertEqual(run.status, 64, "a missing value is a usage error")
    XCTAssertTrue(run.stderr.contains("title"), run.stderr)
  }

  func testRenderWritesExactBytesFromStandardInput() throws {
    let directory = try makeTemporaryDirectory()
    let run = try modgen(["render", "-"], in: directory, stdin: "{% for i in (1..3) %}{{ i }}{% endfor %}")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "123")
    let broken = try modgen(["render", "-", "--strict"], in: directory, stdin: "{{ nope }}")
    XCTAssertEqual(broken.status, 1)
    XCTAssertEqual(broken.stdout, "")
    XCTAssertTrue(broken.stderr.hasPrefix("<stdin>:1:"), broken.stderr)
  }
}

/// Data written once by a reader thread.
private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
  func set(_ newValue: Data) { lock.withLock { data = newValue } }
}
