import ModgenTestSupport
import XCTest

@testable import ModgenCLI

final class CLIHelpTests: XCTestCase {
  func testEveryHelpPageFitsEightyColumns() throws {
    var pages = [HelpFormatter().overview(commands: CommandTable.all)]
    pages += CommandTable.all.map { HelpFormatter().help(for: $0) }
    for page in pages {
      for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
        XCTAssertLessThanOrEqual(line.count, 80, "too wide: \(line)")
      }
    }
  }

  func testHelpPagesListEveryOptionOfTheTable() throws {
    for command in CommandTable.all {
      let page = HelpFormatter().help(for: command)
      XCTAssertTrue(page.contains("USAGE: modgen \(command.name)"), command.name)
      for option in command.options where !option.isHidden {
        XCTAssertTrue(page.contains("--\(option.name)"), "\(command.name) help lacks --\(option.name)")
      }
      for argument in command.arguments {
        XCTAssertTrue(page.contains("<\(argument.name)>"), "\(command.name) help lacks <\(argument.name)>")
      }
    }
  }

  func testHelpFlagsAndHelpCommandPrintToStdout() throws {
    let directory = try makeTemporaryDirectory()
    let overview = runModgen(["--help"], in: directory)
    XCTAssertEqual(overview.status, 0)
    XCTAssertTrue(overview.stdout.contains("COMMANDS:"))
    XCTAssertEqual(overview.stderr, "")
    XCTAssertEqual(runModgen(["-h"], in: directory).stdout, overview.stdout)
    XCTAssertEqual(runModgen([], in: directory).stdout, overview.stdout)
    XCTAssertEqual(runModgen(["help"], in: directory).stdout, overview.stdout)
    for command in CommandTable.all {
      XCTAssertTrue(overview.stdout.contains("  \(command.name) "), "overview lacks \(command.name)")
      let page = runModgen(["help", command.name], in: directory)
      XCTAssertEqual(page.status, 0)
      XCTAssertEqual(page.stdout, HelpFormatter().help(for: command))
      XCTAssertEqual(runModgen([command.name, "--help"], in: directory).stdout, page.stdout)
    }
  }

  func testVersion() throws {
    let run = runModgen(["--version"], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.stdout, "modgen \(ModgenCLI.version)\n")
  }

  func testUnknownCommandIsUsageErrorWithSuggestion() throws {
    let directory = try makeTemporaryDirectory()
    let run = runModgen(["lsit"], in: directory)
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix("error: unknown command 'lsit'; did you mean 'list'?\n"), run.stderr)
    let help = runModgen(["help", "rendr"], in: directory)
    XCTAssertEqual(help.status, 64)
    XCTAssertTrue(help.stderr.contains("did you mean 'render'?"), help.stderr)
    let option = runModgen(["--verison"], in: directory)
    XCTAssertEqual(option.status, 64)
    XCTAssertTrue(option.stderr.contains("did you mean '--version'?"), option.stderr)
  }

  func testUnknownOptionShowsCommandUsage() throws {
    let run = runModgen(["render", "x.liquid", "--strcit"], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 64)
    XCTAssertEqual(
      run.stderr,
      """
      error: unknown option '--strcit' for 'modgen render'; did you mean '--strict'?
      usage: modgen render <file> [options]
      See 'modgen help render'.

      """)
  }

  func testColourOnlyOnTerminalWithoutNoColorAndNotDumb() throws {
    let directory = try makeTemporaryDirectory()
    XCTAssertTrue(runModgen(["lsit"], in: directory, tty: true).stderr.contains("\u{1B}[31m"))
    XCTAssertFalse(runModgen(["lsit"], in: directory, tty: false).stderr.contains("\u{1B}["))
    XCTAssertFalse(
      runModgen(["lsit"], in: directory, environment: ["NO_COLOR": "1"], tty: true).stderr.contains("\u{1B}["))
    XCTAssertTrue(
      runModgen(["lsit"], in: directory, environment: ["NO_COLOR": ""], tty: true).stderr.contains("\u{1B}["))
    XCTAssertFalse(
      runModgen(["lsit"], in: directory, environment: ["TERM": "dumb"], tty: true).stderr.contains("\u{1B}["))
  }
}
