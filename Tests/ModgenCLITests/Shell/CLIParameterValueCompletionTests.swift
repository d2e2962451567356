import Foundation
import ModgenTestSupport
import XCTest

/// Completing `-p name=value` in real shells: the generated bash script run in `bash` with the
/// completion variables set as bash sets them (with and without `=` in `COMP_WORDBREAKS`), zsh's
/// parameter function run in `zsh`, and fish's completions asked of `fish` itself.
final class CLIParameterValueCompletionTests: XCTestCase {
  /// bash's default `COMP_WORDBREAKS`.
  private static let defaultBreaks = " \t\n\"'><=;|&(:"

  private var folder: URL!

  override func setUpWithError() throws {
    try XCTSkipIf(EndToEndTests.binary == nil, "the modgen executable was not found; build it with 'swift build'")
    folder = try makeTemporaryDirectory()
  }

  /// Splits `line` into words as bash does for completion: at blanks, and around each run of
  /// word-break characters other than blanks.
  private func bashWords(_ line: String, breaks: String) -> [String] {
    var words: [String] = []
    for blankSeparated in line.split(separator: " ", omittingEmptySubsequences: true) {
      var current = ""
      var currentIsBreak = false
      for character in blankSeparated {
        let isBreak = breaks.contains(character)
        if !current.isEmpty && isBreak != currentIsBreak {
          words.append(current)
          current = ""
        }
        current.append(character)
        currentIsBreak = isBreak
      }
      words.append(current)
    }
    if line.hasSuffix(" ") { words.append("") }
    return words
  }

  /// `COMPREPLY` after `_modgen` for the cursor at the end of `line`, in a real bash.
  private func bash(_ line: String, breaks: String = defaultBreaks) throws -> [String] {
    guard let bash = CLICompletionTests.which("bash") else { throw XCTSkip("bash not installed") }
    let script = folder.appendingPathComponent("modgen.bash")
    if !FileManager.default.fileExists(atPath: script.path) {
      try write(runModgen(["completion", "bash"], in: folder).stdout, to: script)
    }
    let words = bashWords(line, breaks: breaks)
    func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let program = """
      source \(quote(script.path))
      COMP_WORDBREAKS=\(quote(breaks))
      COMP_LINE=\(quote(line)); COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(\(words.map(quote).joined(separator: " "))); COMP_CWORD=\(words.count - 1)
      _modgen
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try run(bash, ["-c", program])
  }

  private func run(_ executable: String, _ arguments: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    let binaries = EndToEndTests.binary?.deletingLastPathComponent().path ?? "/nonexistent"
    environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["HOME"] = folder.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init)
  }

  func testBashSplitsTheWordAtEqualsAndCompletesTheValue() throws {
    guard CLICompletionTests.which("bash") != nil else { throw XCTSkip("bash not installed") }
    XCTAssertEqual(
      bashWords("modgen gen Passcode viper -p tests=s", breaks: Self.defaultBreaks),
      ["modgen", "gen", "Passcode", "viper", "-p", "tests", "=", "s"], "the words bash makes")
    XCTAssertEqual(try bash("modgen gen Passcode viper -p tests=s"), ["swift-testing"])
    XCTAssertEqual(try bash("modgen gen Passcode viper -p tests="), ["xctest", "swift-testing"])
    XCTAssertEqual(try bash("modgen gen Passcode viper --param tests=x"), ["xctest"])
    XCTAssertEqual(try bash("modgen gen Passcode viper -p tests=junit"), [])
  }

  func testBashWithoutEqualsInWordBreaksCompletesWholeWords() throws {
    guard CLICompletionTests.which("bash") != nil else { throw XCTSkip("bash not installed") }
    let breaks = " \t\n\"'><;|&(:"
    XCTAssertEqual(try bash("modgen gen Passcode viper -p tests=s", breaks: breaks), ["tests=swift-testing"])
    XCTAssertEqual(
      try bash("modgen gen Passcode viper -p tests=", breaks: breaks), ["tests=xctest", "tests=swift-testing"])
    XCTAssertEqual(try bash("modgen gen Passcode viper -p t", breaks: breaks), ["tests="])
  }

  func testBashOffersEachParameterNameOnceBeforeEquals() throws {
    guard CLICompletionTests.which("bash") != nil else { throw XCTSkip("bash not installed") }
    XCTAssertEqual(try bash("modgen gen Passcode viper -p t"), ["tests="])
    XCTAssertEqual(try bash("modgen gen Cart vip -p "), ["tests=", "use_case="])
  }

  func testBashCompletesBoolValues() throws {
    guard CLICompletionTests.which("bash") != nil else { throw XCTSkip("bash not installed") }
    let names = try bash("modgen gen Feed scroll -p ")
    XCTAssertTrue(names.contains("scope="), "\(names)")
    XCTAssertEqual(try bash("modgen gen Feed scroll -p scope="), ["true", "false"])
    XCTAssertEqual(try bash("modgen gen Feed scroll -p scope=t"), ["true"])
  }

  func testBashFindsTheTemplateAfterEarlierParameters() throws {
    guard CLICompletionTests.which("bash") != nil else { throw XCTSkip("bash not installed") }
    // `-p tests=xctest` is split into three words; none of them is the template.
    XCTAssertEqual(try bash("modgen gen -p tests=xctest Cart vip -p use"), ["use_case="])
    XCTAssertEqual(try bash("modgen gen -p tests=xctest Cart vip -p tests=s"), ["swift-testing"])
    let fixtures = cliFixtureTemplates.path
    XCTAssertEqual(
      try bash("modgen gen --templates \(fixtures) Cart cli-basic -p with_router=f"), ["false"])
    XCTAssertEqual(
      try bash("modgen gen --templates=\(fixtures) Cart cli-basic -p with"), ["with_router="])
  }

  func testBashCompletesOptionValuesWrittenWithEquals() throws {
    guard CLICompletionTests.which("bash") != nil else { throw XCTSkip("bash not installed") }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("My Sources"), withIntermediateDirectories: true)
    XCTAssertEqual(try bash("modgen gen Passcode viper --output=My"), ["My Sources"])
    XCTAssertEqual(try bash("modgen gen Passcode viper --param=tests=s"), ["swift-testing"])
    XCTAssertEqual(
      try bash("modgen gen Passcode viper --output=My", breaks: " \t\n\"'><;|&(:"), ["--output=My Sources"])
  }

  /// Runs zsh's `_modgen_parameters` as `_arguments` calls it (its compadd options first) with
  /// `PREFIX` as typed, `compadd` and `compset` recording what the function offers (zsh itself
  /// then filters by the prefix).
  private func zsh(prefix: String, line: [String], templates: String? = nil) throws -> (
    offered: [String], noSuffix: Bool
  ) {
    guard let zsh = CLICompletionTests.which("zsh") else { throw XCTSkip("zsh not installed") }
    let script = folder.appendingPathComponent("_modgen")
    try write(runModgen(["completion", "zsh"], in: folder).stdout, to: script)
    let program = """
      compdef() { : }
      source '\(script.path)'
      compadd() {
        local suffix=yes
        while [[ $1 != -- ]]; do [[ $1 == -S ]] && { [[ -z $2 ]] && suffix=no; shift }; shift; done
        shift
        print -r -- "suffix:$suffix"
        print -rl -- "$@"
      }
      compset() { [[ $1 == -P ]] && PREFIX=${PREFIX#*=} }
      typeset -A opt_args
      \(templates.map { "opt_args[--templates]='\($0)'" } ?? "")
      line=(\(line.map { "'\($0)'" }.joined(separator: " ")))
      PREFIX='\(prefix)'
      _modgen_parameters -J parameters 2
      """
    let output = try run(zsh, ["-f", "-c", program])
    return (Array(output.dropFirst()), output.first == "suffix:no")
  }

  func testZshOffersNamesThenValues() throws {
    // Skipped here, not inside an assertion: a skip thrown in `XCTAssertEqual`'s argument is an error.
    guard CLICompletionTests.which("zsh") != nil else { throw XCTSkip("zsh not installed") }
    let names = try zsh(prefix: "t", line: ["Cart", "vip"])
    XCTAssertEqual(names.offered, ["tests=", "use_case="])
    XCTAssertTrue(names.noSuffix, "no space after 'tests='")
    XCTAssertEqual(try zsh(prefix: "tests=s", line: ["Cart", "vip"]).offered, ["xctest", "swift-testing"])
    XCTAssertEqual(try zsh(prefix: "scope=", line: ["Feed", "scroll"]).offered, ["true", "false"])
    let fixtures = cliFixtureTemplates.path
    XCTAssertEqual(
      try zsh(prefix: "with_router=", line: ["Cart", "cli-basic"], templates: fixtures).offered, ["true", "false"])
  }

  /// fish's own completions for `line`.
  private func fish(_ line: String) throws -> [String] {
    guard let fish = CLICompletionTests.which("fish") else { throw XCTSkip("fish not installed") }
    let script = folder.appendingPathComponent("modgen.fish")
    try write(runModgen(["completion", "fish"], in: folder).stdout, to: script)
    return try run(fish, ["--no-config", "-c", "source '\(script.path)'; complete -C'\(line)'"])
      .map { String($0.split(separator: "\t").first ?? "") }
  }

  func testFishOffersNamesThenValues() throws {
    guard CLICompletionTests.which("fish") != nil else { throw XCTSkip("fish not installed") }
    XCTAssertEqual(try fish("modgen gen Cart vip -p "), ["tests=", "use_case="])
    XCTAssertEqual(try fish("modgen gen Passcode viper -p tests=s"), ["tests=swift-testing"])
    XCTAssertEqual(try fish("modgen gen -p tests=xctest Cart vip -p use"), ["use_case="])
    XCTAssertEqual(try fish("modgen gen Feed scroll -p scope=t"), ["scope=true"])
    let fixtures = cliFixtureTemplates.path
    XCTAssertEqual(try fish("modgen gen --templates \(fixtures) Cart cli-basic -p w"), ["with_router="])
  }
}
