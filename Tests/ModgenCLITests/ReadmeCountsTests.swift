import Foundation
import ModgenTestSupport
import XCTest

/// The numbers README's quick start gives (files per folder, generated tests) are what `gen` writes:
/// this test reads them from README.md and fails when they drift.
final class ReadmeCountsTests: XCTestCase {
  private let project = URL(fileURLWithPath: "/repo")

  private func readme() throws -> String {
    try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The integers the first match of `pattern` in README captures.
  private func numbers(_ pattern: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> [Int]
  {
    let expression = try NSRegularExpression(pattern: pattern)
    let match = try XCTUnwrap(
      expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      "README no longer says: \(pattern)", file: file, line: line)
    return (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).flatMap { Int(text[$0]) } }
  }

  /// Generates `Passcode viper` in memory with `arguments` and counts the files under each folder.
  private func generated(_ arguments: [String], modgenJSON: String? = nil) -> [String: [String: String]] {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addDirectory(project.path)
    if let modgenJSON { fileSystem.addFile(project.path + "/modgen.json", modgenJSON) }
    let run = runModgen(
      ["gen", "Passcode", "viper", "--no-record"] + arguments, in: project, environment: ["HOME": "/home"],
      fileSystem: fileSystem)
    XCTAssertEqual(run.status, 0, run.stderr)
    var folders: [String: [String: String]] = [:]
    for (path, node) in fileSystem.snapshot() where node.hasPrefix("file: ") && path.hasSuffix(".swift") {
      let folder = (path as NSString).deletingLastPathComponent
      folders[String(folder.dropFirst(project.path.count + 1)), default: [:]][path] = String(node.dropFirst(6))
    }
    return folders
  }

  func testTheQuickStartsFileCountsAreWhatGenWrites() throws {
    let text = try readme()
    let counts = try numbers(
      #"(\d+) source files in `Demo/Sources/Passcode/` and (\d+) test files in\s+`Demo/Tests/Passcode/`"#, in: text)
    let folders = generated(["--output", "Demo/Sources", "--tests-output", "Demo/Tests"])
    XCTAssertEqual(counts, [folders["Demo/Sources/Passcode"]?.count ?? 0, folders["Demo/Tests/Passcode"]?.count ?? 0])
  }

  func testTheDemosCountsAreWhatGenWrites() throws {
    let text = try readme()
    let counts = try numbers(
      #"# (\d+) files in Sources/Demo/Passcode, (\d+) in Tests/DemoTests/Passcode"#, in: text)
    let demo = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/Demo/modgen.json"), encoding: .utf8)
    let folders = generated([], modgenJSON: demo)
    let tests = folders["Tests/DemoTests/Passcode"] ?? [:]
    XCTAssertEqual(counts, [folders["Sources/Demo/Passcode"]?.count ?? 0, tests.count])
    // Every generated test method counts (the demo's tests are XCTest: `func test…`).
    let method = try NSRegularExpression(pattern: #"^\s*(@\w+\s+)*func test\w*\("#, options: .anchorsMatchLines)
    let methods = tests.values.map { method.numberOfMatches(in: $0, range: NSRange($0.startIndex..., in: $0)) }
      .reduce(0, +)
    XCTAssertEqual(try numbers(#"its (\d+) generated tests pass"#, in: text), [methods])
  }
}
