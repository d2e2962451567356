import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `update` re-renders a recorded module with its recorded parameters and merges the template's
/// changes three ways, through a template that changes over three versions: a clean merge with an
/// edit of yours, a file added and one dropped, then a conflict.
final class CLIUpdateTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = try makeTemporaryDirectory()
    try write("{\"sources_path\": \"Sources\", \"tests_path\": \"Tests\"}\n", to: url("modgen.json"))
    try template(
      version: "1.0.0",
      files: [
        "A": "struct {{ module_info.name }}A {\n  let one = 1\n  let two = 2\n}\n",
        "B": "struct {{ module_info.name }}B {}\n",
      ])
  }

  private func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

  /// Writes version `version` of template `mini` with code files named `<Module><key>.swift`.
  private func template(version: String, files: [String: String]) throws {
    let entries = files.keys.sorted().map {
      "{ \"template\": \"Code/\($0).swift.liquid\", \"path\": \"{{ module_info.name }}\($0).swift\" }"
    }
    try? FileManager.default.removeItem(at: url("templates/mini"))
    try write(
      """
      { "name": "mini", "summary": "A small template", "version": "\(version)",
        "parameters": [ { "name": "flavour", "type": "string", "default": "plain" } ],
        "code_files": [ \(entries.joined(separator: ", ")) ] }
      """, to: url("templates/mini/template.json"))
    for (key, text) in files { try write(text, to: url("templates/mini/Code/\(key).swift.liquid")) }
  }

  private func modgen(_ arguments: [String]) -> CLIRun {
    runModgen(arguments + ["--templates", "templates"], in: folder)
  }

  func testATemplateChangingOverThreeVersionsIsMergedIntoTheModule() throws {
    XCTAssertEqual(modgen(["gen", "Passcode", "mini", "-p", "flavour=mint", "--no-input"]).status, 0)
    // Your edit: a line added at the end of A.
    let a = url("Sources/Passcode/PasscodeA.swift")
    try write(try read(a).replacingOccurrences(of: "}\n", with: "  let mine = 3\n}\n"), to: a)

    // Version 2: the template changes A's first line, drops B, adds C.
    try template(
      version: "2.0.0",
      files: [
        "A": "struct {{ module_info.name }}A { // {{ flavour }}\n  let one = 1\n  let two = 2\n}\n",
        "C": "struct {{ module_info.name }}C {}\n",
      ])
    let status = modgen(["status"])
    XCTAssertTrue(status.stdout.contains("template changed"), status.stdout)
    let dry = modgen(["update", "--dry-run"])
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertEqual(try read(a), "struct PasscodeA {\n  let one = 1\n  let two = 2\n  let mine = 3\n}\n", "dry run")

    let second = modgen(["update"])
    XCTAssertEqual(second.status, 0, second.stderr)
    XCTAssertTrue(second.stdout.contains("update  Sources/Passcode/PasscodeA.swift"), second.stdout)
    XCTAssertTrue(second.stdout.contains("create  Sources/Passcode/PasscodeC.swift"), second.stdout)
    XCTAssertTrue(second.stdout.contains("remove  Sources/Passcode/PasscodeB.swift"), second.stdout)
    // The recorded parameter was used, and your line kept.
    XCTAssertEqual(try read(a), "struct PasscodeA { // mint\n  let one = 1\n  let two = 2\n  let mine = 3\n}\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: url("Sources/Passcode/PasscodeB.swift").path))
    XCTAssertEqual(try read(url("Sources/Passcode/PasscodeC.swift")), "struct PasscodeC {}\n")
    let record = try read(url(".modgen/modules/Passcode.json"))
    XCTAssertTrue(record.contains("\"version\": \"2.0.0\""), record)
    XCTAssertFalse(record.contains("PasscodeB.swift"), record)
    // Up to date: status shows the edit as yours, and a second update changes nothing.
    XCTAssertFalse(modgen(["status"]).stdout.contains("template changed"))
    let again = modgen(["update"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(again.stdout, "")

    // Version 3: the template changes the line you changed too: a conflict, written with markers (your
    // added line touches your change, so it is part of your side, as `git merge-file` has it).
    try write(try read(a).replacingOccurrences(of: "let two = 2", with: "let two = 22"), to: a)
    try template(
      version: "3.0.0",
      files: [
        "A": "struct {{ module_info.name }}A { // {{ flavour }}\n  let one = 1\n  let two = 200\n}\n",
        "C": "struct {{ module_info.name }}C {}\n",
      ])
    let third = modgen(["update"])
    XCTAssertEqual(third.status, 1, third.stderr)
    XCTAssertTrue(third.stdout.contains("conflict  Sources/Passcode/PasscodeA.swift"), third.stdout)
    XCTAssertTrue(third.stderr.contains("resolve the <<<<<<< yours"), third.stderr)
    XCTAssertEqual(
      try read(a),
      """
      struct PasscodeA { // mint
        let one = 1
      <<<<<<< yours
        let two = 22
        let mine = 3
      =======
        let two = 200
      >>>>>>> template
      }

      """)
    XCTAssertTrue(try read(url(".modgen/modules/Passcode.json")).contains("\"version\": \"3.0.0\""))
  }

  func testAnEditedFileTheTemplateDropsIsKeptAndUnknownModulesAreRefused() throws {
    XCTAssertEqual(modgen(["gen", "Passcode", "mini", "--no-input"]).status, 0)
    let b = url("Sources/Passcode/PasscodeB.swift")
    try write("struct PasscodeB { let edited = true }\n", to: b)
    try template(version: "2.0.0", files: ["A": "struct {{ module_info.name }}A {\n  let one = 1\n  let two = 2\n}\n"])
    let run = modgen(["update", "Passcode"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("kept  Sources/Passcode/PasscodeB.swift"), run.stdout)
    XCTAssertEqual(try read(b), "struct PasscodeB { let edited = true }\n")

    let unknown = modgen(["update", "Pascode"])
    XCTAssertEqual(unknown.status, 1, unknown.stderr)
    XCTAssertTrue(unknown.stderr.contains("did you mean 'Passcode'?"), unknown.stderr)
  }

  func testTheXcodeProjectFollowsTheFilesTheTemplateAddsAndDrops() throws {
    let source = try requireShared("conformance/xcodeproj/CoderMJLee-MJRefresh__MJRefreshExample.pbxproj")
    try FileManager.default.removeItem(at: url("modgen.json"))
    let pbxproj = url("MJRefreshExample.xcodeproj/project.pbxproj")
    try write(try read(source), to: pbxproj)
    let initRun = runModgen(["init", "--no-input", "--author", "A"], in: folder)
    XCTAssertEqual(initRun.status, 0, initRun.stderr)
    XCTAssertEqual(modgen(["gen", "Passcode", "mini", "--no-input"]).status, 0)
    XCTAssertTrue(try read(pbxproj).contains("PasscodeB.swift"))

    try template(
      version: "2.0.0", files: ["A": "struct {{ module_info.name }}A {}\n", "C": "struct {{ module_info.name }}C {}\n"])
    let run = modgen(["update"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("update  MJRefreshExample.xcodeproj/project.pbxproj"), run.stdout)
    let project = try read(pbxproj)
    XCTAssertFalse(project.contains("PasscodeB.swift"), "the dropped file's entries left the project")
    XCTAssertTrue(project.contains("/* PasscodeC.swift in Sources */"), "the new file is compiled")
    let record = try read(url(".modgen/modules/Passcode.json"))
    let ids = record.components(separatedBy: "\"objects\": [")[1].components(separatedBy: "]")[0]
      .split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
    XCTAssertFalse(ids.isEmpty)
    for id in ids { XCTAssertTrue(project.contains(id), "recorded object \(id) is in the project") }
  }
}
