import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

@testable import ModgenCLI

/// Every example command modgen shows a user is run: the EXAMPLES of `modgen --help` and of each
/// command's help, the EXAMPLES of `modgen info` for every template, and the `modgen` lines of
/// README.md's code blocks. They are read from the real output and text, so a new example is run
/// without a change here; each runs in a folder of its own, with `--dry-run` added where it writes.
final class ExampleCommandTests: XCTestCase {
  /// An example and where it was shown.
  struct Example: CustomStringConvertible {
    var source: String
    var line: String
    var description: String { "\(source): \(line)" }
  }

  // MARK: - Finding the examples

  /// The lines of every `EXAMPLES` section of `text` (up to the next blank line), trimmed.
  static func examples(in text: String, source: String) -> [Example] {
    var found: [Example] = []
    var inside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "EXAMPLES" || trimmed == "EXAMPLES:" {
        inside = true
      } else if trimmed.isEmpty {
        inside = false
      } else if inside {
        found.append(Example(source: source, line: trimmed))
      }
    }
    return found
  }

  /// The examples of `modgen --help` and of `modgen help <command>` for every command.
  func helpExamples() throws -> [Example] {
    let folder = try makeTemporaryDirectory()
    var found: [Example] = []
    let overview = runModgen(["--help"], in: folder)
    XCTAssertEqual(overview.status, 0, overview.stderr)
    found += Self.examples(in: overview.stdout, source: "modgen --help")
    for command in CommandTable.all {
      let page = runModgen(["help", command.name], in: folder)
      XCTAssertEqual(page.status, 0, page.stderr)
      found += Self.examples(in: page.stdout, source: "modgen help \(command.name)")
    }
    return found
  }

  /// The examples `modgen info` prints for every template `modgen list` shows.
  func infoExamples() throws -> [Example] {
    let folder = try makeTemporaryDirectory()
    let names = runModgen(["list", "--names"], in: folder).stdout.split(separator: "\n").map(String.init)
    XCTAssertTrue(names.contains("container"), names.joined(separator: ", "))
    return names.flatMap { name -> [Example] in
      let info = runModgen(["info", name], in: folder)
      XCTAssertEqual(info.status, 0, info.stderr)
      return Self.examples(in: info.stdout, source: "modgen info \(name)")
    }
  }

  /// The lines of README.md's code blocks that run modgen (`modgen …`).
  static func readmeExamples() throws -> [Example] {
    let readme = try String(
      contentsOf: SharedFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var found: [Example] = []
    var inBlock = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock.toggle()
      } else if inBlock, line.hasPrefix("modgen ") {
        found.append(Example(source: "README.md", line: String(line)))
      }
    }
    return found
  }

  // MARK: - Running one

  /// A command line as the shell would pass it: `# comments` dropped, `'…'` and `"…"` quoting.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var started = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        started = true
      } else if character == "#" && !started {
        break
      } else if character == " " {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  /// The modgen arguments and standard input of an example: `source <(modgen …)`, `echo 'x' |
  /// modgen …` and `modgen … > file` are taken apart as the shell would.
  static func invocation(_ line: String) -> (arguments: [String], input: [String])? {
    var line = line
    var input: [String] = []
    if line.hasPrefix("source <("), let close = line.firstIndex(of: ")") {
      line = String(line[line.index(line.startIndex, offsetBy: 9)..<close])
    }
    if let pipe = line.range(of: " | modgen ") {
      let left = words(String(line[..<pipe.lowerBound]))
      guard left.first == "echo" else { return nil }
      input = [left.dropFirst().joined(separator: " ")]
      line = "modgen " + line[pipe.upperBound...]
    }
    if let redirect = line.range(of: " > ") { line = String(line[..<redirect.lowerBound]) }
    let all = words(line)
    guard all.first == "modgen" else { return nil }
    return (Array(all.dropFirst()), input)
  }

  /// Runs `example` in a new folder and fails unless it succeeds. `check` builds and tests a Swift
  /// package for minutes (the CheckIntegrationTests do that); its examples are parsed only.
  func run(_ example: Example) throws {
    guard let invocation = Self.invocation(example.line) else {
      return XCTFail("\(example): not a modgen command line")
    }
    var arguments = invocation.arguments
    guard let name = arguments.first, let command = CommandTable.command(named: name) else {
      if arguments.first == "--help" || arguments.first == "--version" || arguments.isEmpty { return }
      return XCTFail("\(example): no command '\(arguments.first ?? "")'")
    }
    if name == "check" {
      XCTAssertNoThrow(try ArgumentParser(spec: command).parse(Array(arguments.dropFirst())), "\(example)")
      return
    }
    let folder = try makeTemporaryDirectory()
    try prepare(folder, for: arguments)
    if name == "gen" || name == "init", !arguments.contains("--dry-run"), !arguments.contains("-n") {
      arguments.append("--dry-run")
    }
    // PATH: `template search` runs git to read the catalog.
    let environment = fixedDateEnvironment.merging(["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]) {
      $1
    }
    let run = runModgen(arguments, in: folder, environment: environment, input: invocation.input)
    XCTAssertEqual(run.status, 0, "\(example)\n\(run.stderr)")
    XCTAssertFalse(run.stderr.contains("error:"), "\(example)\n\(run.stderr)")
  }

  /// The files an example reads: `render`'s Liquid file and data, `template import`'s Generamba template,
  /// the modules `destroy` removes.
  func prepare(_ folder: URL, for arguments: [String]) throws {
    if ["update", "status", "destroy"].contains(arguments.first) {
      // The modules an example names (or one, when it names none) are generated and recorded first.
      var names: [String] = []
      var index = 1
      while index < arguments.count {
        if arguments[index].hasPrefix("-") {
          index += ["-p", "--param", "--templates"].contains(arguments[index]) ? 2 : 1
          continue
        }
        names.append(arguments[index])
        index += 1
      }
      for name in names.isEmpty ? ["Passcode"] : names {
        let run = runModgen(["gen", name, "viper", "--no-input"], in: folder, environment: fixedDateEnvironment)
        XCTAssertEqual(run.status, 0, run.stderr)
      }
    }
    if arguments.first == "render" {
      for argument in arguments where argument.hasSuffix(".liquid") {
        try write("Hello, {{ name }}!\n", to: folder.appendingPathComponent(argument))
      }
      for argument in arguments where argument.hasSuffix(".json") {
        try write(#"{"name": "Ada"}"#, to: folder.appendingPathComponent(argument))
      }
    }
    if arguments.starts(with: ["template", "install"]) || arguments.starts(with: ["template", "search"]) {
      // A project declaring a template from a folder of its own and a catalog (a git repository).
      let template = #"{"name": "team_viper", "summary": "s", "version": "1", "code_files": []}"#
      try write(template, to: folder.appendingPathComponent("vendor/team_viper/template.json"))
      let catalog = folder.appendingPathComponent("catalog")
      try write(template, to: catalog.appendingPathComponent("team_viper/template.json"))
      for gitArguments in [["init", "--quiet"], ["add", "-A"], ["commit", "--quiet", "-m", "catalog"]] {
        try git(gitArguments, in: catalog)
      }
      try write(
        #"{"template_sources": [{"name": "team_viper", "local": "vendor/team_viper"}], "catalogs": [""#
          + catalog.path + #""]}"#,
        to: folder.appendingPathComponent("modgen.json"))
    }
    if arguments.starts(with: ["template", "import"]), arguments.count > 2 {
      let template = folder.appendingPathComponent(arguments[2])
      try write(
        """
        name: \(template.lastPathComponent)
        summary: A view
        version: 1.0
        code_files:
        - {name: View/View.swift, path: Code/View.swift.liquid}

        """, to: template.appendingPathComponent("\(template.lastPathComponent).rambaspec"))
      try write("// {{ module_info.file_name }}\n", to: template.appendingPathComponent("Code/View.swift.liquid"))
    }
  }

  /// Runs git in `folder`, failing the test when it fails.
  private func git(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"]
      + arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
  }

  // MARK: - Tests

  func testEveryHelpExampleRuns() throws {
    let examples = try helpExamples()
    XCTAssertTrue(examples.contains { $0.line == "modgen gen Passcode viper" }, "\(examples)")
    for example in examples { try run(example) }
  }

  func testEveryInfoExampleRunsAndNamesTheChildren() throws {
    let examples = try infoExamples()
    XCTAssertTrue(
      examples.contains { $0.line == "modgen gen Passcode container -p children=ProfileHeader,ProfileStats" },
      "\(examples)")
    for example in examples {
      if example.source.hasSuffix(" container") || example.source.hasSuffix(" scroll") {
        XCTAssertTrue(example.line.contains("-p children="), "\(example)")
      }
      if example.source.hasSuffix(" sections") { XCTAssertTrue(example.line.contains("-p sections="), "\(example)") }
      try run(example)
    }
  }

  func testEveryReadmeExampleRunsAndCompositesNameTheirChildren() throws {
    let examples = try Self.readmeExamples()
    XCTAssertGreaterThanOrEqual(examples.count, 6, "\(examples)")
    for example in examples {
      let words = Self.words(example.line)
      if words.count > 3, words[1] == "gen", ["container", "scroll", "sections"].contains(words[3]) {
        XCTAssertTrue(example.line.contains("children=") || example.line.contains("sections="), "\(example)")
      }
      try run(example)
    }
  }

  func testAnExampleThatFailsIsReported() throws {
    // The runner itself: a composite without its children is refused, so a README line like it fails.
    let folder = try makeTemporaryDirectory()
    let run = runModgen(["gen", "Checkout", "scroll", "--dry-run"], in: folder)
    XCTAssertEqual(run.status, 64, run.stderr)
    XCTAssertEqual(Self.invocation("echo 'a b' | modgen render -")?.input, ["a b"])
    XCTAssertEqual(
      Self.invocation("source <(modgen completion bash)      # in ~/.bashrc")?.arguments, ["completion", "bash"])
    XCTAssertEqual(
      Self.invocation("modgen check viper --simulator 'iPhone 16'")?.arguments,
      ["check", "viper", "--simulator", "iPhone 16"])
  }
}
