import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenCLI

final class CLICompletionTests: XCTestCase {
  func testScriptsMentionEveryCommandAndOptionOfTheTable() throws {
    let directory = try makeTemporaryDirectory()
    for shell in ["bash", "zsh", "fish"] {
      let run = runModgen(["completion", shell], in: directory)
      XCTAssertEqual(run.status, 0, shell)
      for command in CommandTable.all {
        XCTAssertTrue(run.stdout.contains(command.name), "\(shell) lacks \(command.name)")
        for option in command.options where !option.isHidden {
          let spelled = shell == "fish" ? "-l \(option.name)" : "--\(option.name)"
          XCTAssertTrue(run.stdout.contains(spelled), "\(shell) lacks \(spelled) of \(command.name)")
        }
      }
      XCTAssertTrue(run.stdout.contains("modgen list --names"), "\(shell) does not complete template names")
    }
  }

  func testUnknownShellIsUsageError() throws {
    let run = runModgen(["completion", "zhs"], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 64)
    XCTAssertTrue(run.stderr.contains("did you mean 'zsh'?"), run.stderr)
  }

  func testScriptsAreValidShellSyntax() throws {
    let directory = try makeTemporaryDirectory()
    for (shell, flag) in [("bash", "-n"), ("zsh", "-n"), ("fish", "--no-execute")] {
      guard let path = Self.which(shell) else {
        print("notice: \(shell) not installed; skipping its syntax check")
        continue
      }
      let script = directory.appendingPathComponent("modgen.\(shell)")
      try write(runModgen(["completion", shell], in: directory).stdout, to: script)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = [flag, script.path]
      let pipe = Pipe()
      process.standardError = pipe
      try process.run()
      let message = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "\(shell): \(message)")
    }
  }

  func testBashCompletionCompletesCommandsAndOptions() throws {
    guard let bash = Self.which("bash") else { throw XCTSkip("bash not installed") }
    let directory = try makeTemporaryDirectory()
    let script = directory.appendingPathComponent("modgen.bash")
    try write(runModgen(["completion", "bash"], in: directory).stdout, to: script)
    func complete(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let program = """
        source '\(script.path)'
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
        _modgen
        printf '%s\\n' "${COMPREPLY[@]}"
        """
      let process = Process()
      process.executableURL = URL(fileURLWithPath: bash)
      process.arguments = ["-c", program]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return text.split(separator: "\n").map(String.init)
    }
    XCTAssertEqual(try complete(["modgen", "ge"]), ["gen"])
    XCTAssertEqual(try complete(["modgen", "gen", "--dry"]), ["--dry-run"])
    XCTAssertEqual(try complete(["modgen", "completion", "z"]), ["zsh"])
    XCTAssertEqual(try complete(["modgen", "render", "x", "--str"]), ["--strict"])
  }

  /// Runs the bash script's `_modgen` for `words` in `folder`, with `modgen` on PATH.
  private func bashComplete(_ words: [String], in folder: URL, script: URL, bash: String) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source '\(script.path)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _modgen
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bash)
    process.arguments = ["-c", program]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    let binaries = EndToEndTests.binary?.deletingLastPathComponent().path ?? "/nonexistent"
    environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init)
  }

  func testBashKeepsAFolderWithSpacesAsOneWord() throws {
    guard let bash = Self.which("bash") else { throw XCTSkip("bash not installed") }
    let directory = try makeTemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("My Sources"), withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("modgen.bash")
    try write(runModgen(["completion", "bash"], in: directory).stdout, to: script)
    XCTAssertEqual(
      try bashComplete(["modgen", "gen", "A", "viper", "--output", "My"], in: directory, script: script, bash: bash),
      ["My Sources"])
  }

  func testParameterValuesCompleteFromTheTypedTemplate() throws {
    guard let bash = Self.which("bash") else { throw XCTSkip("bash not installed") }
    try XCTSkipIf(EndToEndTests.binary == nil, "the modgen executable was not found; build it with 'swift build'")
    let directory = try makeTemporaryDirectory()
    let script = directory.appendingPathComponent("modgen.bash")
    try write(runModgen(["completion", "bash"], in: directory).stdout, to: script)
    let words = runModgen(["info", "vip", "--parameter-names"], in: directory).stdout
    XCTAssertTrue(words.contains("use_case=\n"), words)
    XCTAssertEqual(
      try bashComplete(["modgen", "gen", "Cart", "vip", "-p", "use"], in: directory, script: script, bash: bash),
      ["use_case="])
    XCTAssertEqual(
      try bashComplete(
        ["modgen", "gen", "-p", "x=1", "Cart", "vip", "--param", "use"], in: directory, script: script, bash: bash),
      ["use_case="], "option values are not taken for the template")
  }

  func testFishCompletionCompletesCommandsOptionsAndChoices() throws {
    guard let fish = Self.which("fish") else { throw XCTSkip("fish not installed") }
    let directory = try makeTemporaryDirectory()
    let script = directory.appendingPathComponent("modgen.fish")
    try write(runModgen(["completion", "fish"], in: directory).stdout, to: script)
    func complete(_ line: String) throws -> [String] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: fish)
      process.arguments = ["--no-config", "-c", "source '\(script.path)'; complete -C'\(line)'"]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return text.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }
    XCTAssertEqual(try complete("modgen ge"), ["gen"])
    XCTAssertEqual(try complete("modgen gen --dry"), ["--dry-run"])
    XCTAssertEqual(try complete("modgen completion "), ["bash", "fish", "zsh"])
  }

  static func which(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }
}
