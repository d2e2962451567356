import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenCLI

/// Everything the commands print for scripts and people to read (the per-file action words, the
/// `--json` keys, the exit codes) is explained in docs/commands.md. The words are collected from
/// the code and the keys from real output, so a new one fails here until it is documented.
final class CLIDocumentedOutputTests: XCTestCase {
  private static let root = Fixtures.packageRoot

  private func commandsDoc() throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
  }

  private func source(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The raw values of `enum <name>: String` in `text`: `case create` gives `create`, `case
  /// inPlace = "in place"` gives `in place`.
  private func rawValues(ofEnum name: String, in text: String) throws -> [String] {
    let start = try XCTUnwrap(text.range(of: "enum \(name): String"), "no enum \(name)")
    let body = text[start.upperBound...].prefix { $0 != "}" }
    var values: [String] = []
    for line in body.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("case ") else { continue }
      for item in trimmed.dropFirst(5).split(separator: ",") {
        let parts = item.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
        values.append(parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : parts[0])
      }
    }
    return values
  }

  /// The word literals given to `ActionLine.format` in the command sources, directly or through a
  /// `let action = …` of the same file.
  private func actionLiterals() throws -> Set<String> {
    let folder = Self.root.appendingPathComponent("Sources/ModgenCLI")
    var words: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift", !url.path.hasSuffix("ActionLine.swift") else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      var rest = text[...]
      while let call = rest.range(of: "ActionLine.format(") {
        let argument = text[call.upperBound...].drop { $0 == " " || $0 == "\n" }.prefix { $0 != "," }
        var sources = [String(argument)]
        if argument.allSatisfy({ $0.isLetter }), let binding = text.range(of: "let \(argument) = ") {
          sources.append(String(text[binding.upperBound...].prefix { $0 != "\n" }))
        }
        for source in sources {
          let pieces = source.split(separator: "\"", omittingEmptySubsequences: false)
          words.formUnion(stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) })
        }
        rest = text[call.upperBound...]
      }
    }
    return words
  }

  func testEveryActionWordIsDocumented() throws {
    let outcomes = try rawValues(ofEnum: "WriteOutcome", in: source("Sources/ModgenGenerate/SafeWriter.swift"))
    let installs = try rawValues(ofEnum: "Action", in: source("Sources/TemplateSources/TemplateInstaller.swift"))
    let literals = try actionLiterals()
    XCTAssertTrue(outcomes.contains("conflict") && outcomes.contains("update"), "\(outcomes)")
    XCTAssertTrue(installs.contains("in place"), "\(installs)")
    XCTAssertTrue(literals.isSuperset(of: ["extra", "create", "overwrite", "force", "identical"]), "\(literals)")
    let doc = try commandsDoc()
    for word in Set(outcomes + installs).union(literals).sorted() {
      XCTAssertTrue(doc.contains("`\(word)`"), "docs/commands.md does not explain the action word '\(word)'")
    }
  }

  /// Every key of every object in `json`, except the keys of gen's `parameters` object (the
  /// template's own parameter names).
  private func keys(_ json: Any, under parent: String? = nil) -> Set<String> {
    var found: Set<String> = []
    if let object = json as? [String: Any] {
      for (key, value) in object {
        if parent == "parameters" && !(value is [String: Any]) { continue }
        found.insert(key)
        found.formUnion(keys(value, under: key))
      }
    } else if let array = json as? [Any] {
      for element in array { found.formUnion(keys(element, under: nil)) }
    }
    return found
  }

  private func json(_ run: CLIRun) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
  }

  func testEveryJSONKeyIsDocumented() throws {
    // A project with an Xcode project, an extra file, a conflict (with --diff) and a bad value.
    let folder = try makeTemporaryDirectory()
    try write(CLIXcodeProjectTests.project(), to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try write(
      """
      {"xcode_project": {"path": "App.xcodeproj", "targets": ["App"], "test_targets": ["AppTests"]}}
      """, to: folder.appendingPathComponent("modgen.json"))
    XCTAssertEqual(runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder).status, 0)
    try write("// mine\n", to: folder.appendingPathComponent("Sources/Passcode/PasscodePresenter.swift"))
    try write("// extra\n", to: folder.appendingPathComponent("Sources/Passcode/PasscodeOld.swift"))
    let conflict = runModgen(["gen", "Passcode", "viper", "--no-input", "--json", "--diff"], in: folder)
    let fresh = runModgen(["gen", "Login", "viper", "--no-input", "--json", "--dry-run"], in: folder)
    let refused = runModgen(["gen", "Login", "viper", "--no-input", "--json", "-p", "tests=junit"], in: folder)
    var found: Set<String> = []
    for run in [conflict, fresh, refused] { found.formUnion(keys(try json(run))) }
    for arguments in [["list", "--json"], ["info", "viper", "--json"], ["info", "container", "--json"]] {
      let run = runModgen(arguments, in: folder)
      XCTAssertEqual(run.status, 0, run.stderr)
      found.formUnion(keys(try json(run)))
    }
    // The outputs hold what they should, so the keys below were really printed.
    let roles = ((try json(fresh) as? [String: Any])?["files"] as? [[String: Any]] ?? []).compactMap { $0["role"] }
    XCTAssertTrue(roles.contains { $0 as? String == "project" }, "the Xcode project's role: \(roles)")
    XCTAssertTrue(found.isSuperset(of: ["extra_files", "diff", "role", "column", "for_each", "shadows"]), "\(found)")
    let doc = try commandsDoc()
    for key in found.sorted() {
      XCTAssertTrue(
        doc.contains("`\(key)`") || doc.contains("\"\(key)\""),
        "docs/commands.md does not explain the JSON key '\(key)'")
    }
  }

  func testEveryExitCodeIsInTheHelpAndTheDoc() throws {
    let help = runModgen(["--help"], in: try makeTemporaryDirectory()).stdout
    let doc = try commandsDoc()
    XCTAssertEqual(ExitCode.meanings.map(\.code), [0, 1, 64, 130])
    for (code, _) in ExitCode.meanings {
      XCTAssertTrue(help.contains("\n  \(code) "), "--help does not list exit code \(code):\n\(help)")
      XCTAssertTrue(doc.contains("| \(code) |"), "docs/commands.md does not list exit code \(code)")
    }
  }
}
