import XCTest

@testable import ModgenCLI

final class CLIParserTests: XCTestCase {
  private static let output = OptionSpec("output", short: "o", kind: .value(placeholder: "dir"), help: "o")
  private static let param = OptionSpec("param", short: "p", kind: .repeated(placeholder: "k=v"), help: "p")
  private static let force = OptionSpec("force", help: "f")
  private static let skipExisting = OptionSpec("skip-existing", help: "s")
  private let spec = CommandSpec(
    name: "demo", summary: "A demo.",
    arguments: [ArgumentSpec("Name", help: "n"), ArgumentSpec("rest", help: "r", isOptional: true)],
    options: [
      output, param, force, skipExisting,
      OptionSpec("shell", kind: .value(placeholder: "shell"), help: "s", completion: .choices(["bash", "zsh"])),
    ],
    exclusiveGroups: [[force, skipExisting]],
    run: { _ in 0 })

  private func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ArgumentParser(spec: spec).parse(arguments)
  }

  func testLongShortInlineAndRepeatedOptions() throws {
    let parsed = try parse(["A", "--output", "x", "-p", "a=1", "--param=b=2", "-pc=3", "--force", "B"])
    XCTAssertEqual(parsed.positionals, ["A", "B"])
    XCTAssertEqual(parsed.value(Self.output), "x")
    XCTAssertEqual(parsed.values(Self.param), ["a=1", "b=2", "c=3"])
    XCTAssertTrue(parsed.flag(Self.force))
    XCTAssertFalse(parsed.flag(Self.skipExisting))
  }

  func testLastValueWinsAndDoubleDashEndsOptions() throws {
    let parsed = try parse(["-o", "one", "--output=two", "--", "--force"])
    XCTAssertEqual(parsed.value(Self.output), "two")
    XCTAssertEqual(parsed.positionals, ["--force"])
    XCTAssertFalse(parsed.flag(Self.force))
  }

  func testUnknownOptionSuggestsNearest() {
    XCTAssertThrowsError(try parse(["A", "--ouput", "x"])) { error in
      let usage = error as? UsageError
      XCTAssertEqual(usage?.message, "unknown option '--ouput' for 'modgen demo'")
      XCTAssertEqual(usage?.suggestion, "--output")
      XCTAssertEqual(usage?.description, "unknown option '--ouput' for 'modgen demo'; did you mean '--output'?")
    }
    XCTAssertThrowsError(try parse(["A", "-z"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "unknown option '-z' for 'modgen demo'")
    }
  }

  func testMissingValueMissingArgumentExtraArgument() {
    XCTAssertThrowsError(try parse(["A", "--output"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "option '--output' needs a value <dir>")
    }
    XCTAssertThrowsError(try parse([])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "missing argument <Name>")
    }
    XCTAssertThrowsError(try parse(["A", "B", "C"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "unexpected argument 'C'")
    }
    XCTAssertThrowsError(try parse(["A", "--force=yes"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "option '--force' does not take a value")
    }
  }

  func testExclusiveGroupAndChoices() {
    XCTAssertThrowsError(try parse(["A", "--force", "--skip-existing"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "'--force' and '--skip-existing' cannot be used together")
    }
    XCTAssertThrowsError(try parse(["A", "--shell", "bsh"])) { error in
      XCTAssertEqual((error as? UsageError)?.suggestion, "bash")
    }
  }

  func testHelpFlagSkipsArgumentChecks() throws {
    let parsed = try parse(["-h"])
    XCTAssertTrue(parsed.flag(.help))
    XCTAssertEqual(parsed.positionals, [])
  }
}
