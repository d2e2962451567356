import Foundation
import ModgenTestSupport
import XCTest

/// What `gen` prints when it stops: no `create` line for a file a conflicting run did not write, and
/// errors about `--param` values (also those a built-in template finds) shown on the command line
/// with a caret, never inside the built-in template's files.
final class CLIGenCommandLineTests: XCTestCase {
  func testAConflictPrintsNoCreateLineForFilesItDidNotWrite() throws {
    let folder = try makeTemporaryDirectory()
    XCTAssertEqual(runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder).status, 0)
    let presenter = folder.appendingPathComponent("Sources/Passcode/PasscodePresenter.swift")
    let router = folder.appendingPathComponent("Sources/Passcode/PasscodeRouter.swift")
    try write("// mine\n", to: presenter)
    try FileManager.default.removeItem(at: router)
    for extra in [[], ["--dry-run"]] {
      let run = runModgen(["gen", "Passcode", "viper", "--no-input"] + extra, in: folder)
      XCTAssertEqual(run.status, 1, run.stderr)
      XCTAssertTrue(run.stdout.contains("    conflict  Sources/Passcode/PasscodePresenter.swift\n"), run.stdout)
      XCTAssertTrue(run.stdout.contains("   identical  Sources/Passcode/PasscodeViewController.swift\n"), run.stdout)
      XCTAssertFalse(run.stdout.contains("create"), "the router was not written:\n\(run.stdout)")
      XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: router.path))
    }
    // Once the conflict is settled the same run creates the router and says so.
    let forced = runModgen(["gen", "Passcode", "viper", "--no-input", "--force"], in: folder)
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertTrue(forced.stdout.contains("      create  Sources/Passcode/PasscodeRouter.swift\n"), forced.stdout)
    XCTAssertTrue(forced.stdout.contains("   overwrite  Sources/Passcode/PasscodePresenter.swift\n"), forced.stdout)
  }

  /// The error lines of `run`: message, command line, caret.
  private func located(_ arguments: [String]) throws -> [String] {
    let run = runModgen(arguments + ["--no-input"], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertFalse(run.stderr.contains("<built-in>"), run.stderr)
    return run.stderr.split(separator: "\n").map(String.init)
  }

  /// The text above the caret of `lines` (the command line from its caret on).
  private func pointedAt(_ lines: [String]) throws -> String {
    let caret = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("^") && $0.allSatisfy { $0 == " " || $0 == "^" } })
    let column = lines[caret].count - 1
    return String(lines[caret - 1].dropFirst(column))
  }

  func testABadParameterValuePointsAtTheCommandLine() throws {
    let lines = try located(["gen", "Passcode", "viper", "-p", "tests=junit"])
    XCTAssertTrue(lines[0].hasPrefix("error: --param tests: expects one of"), "\(lines)")
    XCTAssertEqual(lines[1], "modgen gen Passcode viper -p tests=junit --no-input")
    XCTAssertEqual(try pointedAt(lines), "junit --no-input")
    XCTAssertEqual(try pointedAt(try located(["gen", "Passcode", "viper", "--param=tests=junit"])), "junit --no-input")
    XCTAssertEqual(try pointedAt(try located(["gen", "Passcode", "viper", "-ptests=junit"])), "junit --no-input")
    // A repeated name keeps its last value: that is the one pointed at.
    let twice = try located(["gen", "Passcode", "viper", "-p", "tests=xctest", "-p", "tests=junit"])
    XCTAssertEqual(try pointedAt(twice), "junit --no-input")
  }

  func testAnUnknownParameterPointsAtItsName() throws {
    let lines = try located(["gen", "Passcode", "viper", "-p", "test=xctest"])
    XCTAssertTrue(lines[0].contains("unknown parameter 'test'; did you mean 'tests'?"), "\(lines)")
    XCTAssertEqual(try pointedAt(lines), "test=xctest --no-input")
  }

  func testABuiltinTemplatesComplaintPointsAtTheValueItNames() throws {
    let lines = try located(["gen", "Passcode", "container", "-p", "children=Header,Passcode"])
    XCTAssertEqual(lines[0], "error: module 'Passcode' would be generated twice")
    XCTAssertEqual(lines[1], "modgen gen Passcode container -p children=Header,Passcode --no-input")
    XCTAssertEqual(try pointedAt(lines), "Passcode --no-input")
    let quoted = try located(["gen", "Passcode", "container", "-p", "children=Passcode", "-o", "My Sources"])
    XCTAssertEqual(quoted[1], "modgen gen Passcode container -p children=Passcode -o 'My Sources' --no-input")
    XCTAssertEqual(try pointedAt(quoted), "Passcode -o 'My Sources' --no-input")
  }

  func testJSONErrorsCarryTheCommandLineColumn() throws {
    let run = runModgen(
      ["gen", "Passcode", "viper", "-p", "tests=junit", "--json"], in: try makeTemporaryDirectory())
    XCTAssertEqual(run.status, 1)
    let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let error = try XCTUnwrap((report["errors"] as? [[String: Any]])?.first)
    XCTAssertEqual(error["column"] as? Int, "modgen gen Passcode viper -p tests=".utf8.count + 1)
    XCTAssertNil(error["file"])
  }
}
