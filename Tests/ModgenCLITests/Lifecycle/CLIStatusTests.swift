import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `gen` records each module in `.modgen/modules/<Name>.json` in the same write as its files, and
/// `status` compares the records with the disk and with the templates.
final class CLIStatusTests: XCTestCase {
  /// A project with a modgen.json and a template in `templates/mini`.
  private func makeProject() throws -> URL {
    let folder = try makeTemporaryDirectory()
    try write(
      "{\"sources_path\": \"Sources\", \"tests_path\": \"Tests\"}\n", to: folder.appendingPathComponent("modgen.json"))
    try write(
      """
      {
        "name": "mini", "summary": "A small template", "version": "1.0.0",
        "code_files": [ { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" },
                        { "template": "Code/B.swift.liquid", "path": "{{ module_info.name }}B.swift" } ],
        "test_files": [ { "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" } ]
      }
      """, to: folder.appendingPathComponent("templates/mini/template.json"))
    try write(
      "struct {{ module_info.name }}A {}\n", to: folder.appendingPathComponent("templates/mini/Code/A.swift.liquid"))
    try write(
      "struct {{ module_info.name }}B {}\n", to: folder.appendingPathComponent("templates/mini/Code/B.swift.liquid"))
    try write(
      "// tests of {{ module_info.name }}\n", to: folder.appendingPathComponent("templates/mini/Tests/T.swift.liquid"))
    return folder
  }

  private func gen(_ name: String, in folder: URL, _ extra: [String] = []) -> CLIRun {
    runModgen(["gen", name, "mini", "--templates", "templates", "--no-input"] + extra, in: folder)
  }

  private func status(_ folder: URL, _ extra: [String] = []) -> CLIRun {
    runModgen(["status", "--templates", "templates"] + extra, in: folder)
  }

  private func exists(_ folder: URL, _ path: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
  }

  func testGenWritesTheRecordAndStatusIsUpToDate() throws {
    let folder = try makeProject()
    let run = gen("Passcode", in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout,
      """
            create  Sources/Passcode/PasscodeA.swift
            create  Sources/Passcode/PasscodeB.swift
            create  Tests/Passcode/PasscodeTests.swift
            create  .modgen/.gitignore
            create  .modgen/.gitattributes
            create  .modgen/modules/Passcode.json

      """)
    XCTAssertEqual(try read(folder.appendingPathComponent(".modgen/.gitignore")), "lock\n")
    let record = try read(folder.appendingPathComponent(".modgen/modules/Passcode.json"))
    XCTAssertTrue(record.contains("\"path\": \"Sources/Passcode/PasscodeA.swift\""), record)
    XCTAssertTrue(record.contains("\"origin\": \"--templates\""), record)
    XCTAssertTrue(record.contains("\"location\": \"templates/mini\""), record)
    XCTAssertEqual(
      try read(folder.appendingPathComponent(".modgen/.gitattributes")), "generated/** linguist-generated=true\n")
    // The generated texts are stored in one file for the module, by path.
    let generated = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent(".modgen/generated").path)
    XCTAssertEqual(generated, ["Passcode.json"])
    XCTAssertEqual(
      try read(folder.appendingPathComponent(".modgen/generated/Passcode.json")),
      """
      {
        "Sources/Passcode/PasscodeA.swift": "struct PasscodeA {}\\n",
        "Sources/Passcode/PasscodeB.swift": "struct PasscodeB {}\\n",
        "Tests/Passcode/PasscodeTests.swift": "// tests of Passcode\\n"
      }

      """)
    let check = status(folder)
    XCTAssertEqual(check.status, 0, check.stderr)
    XCTAssertEqual(check.stdout, "Passcode  mini  up to date\n")
  }

  func testEditedAndDeletedFilesAreReported() throws {
    let folder = try makeProject()
    XCTAssertEqual(gen("Passcode", in: folder).status, 0)
    XCTAssertEqual(gen("Login", in: folder).status, 0)
    try write(
      "struct PasscodeA { var edited = true }\n", to: folder.appendingPathComponent("Sources/Passcode/PasscodeA.swift"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Tests/Passcode/PasscodeTests.swift"))
    let check = status(folder)
    XCTAssertEqual(check.status, 0, check.stderr)
    XCTAssertEqual(
      check.stdout,
      """
      Login     mini  up to date
      Passcode  mini  modified 1, missing 1
        modified  Sources/Passcode/PasscodeA.swift
        missing   Tests/Passcode/PasscodeTests.swift

      """)
    let json = status(folder, ["--json", "Passcode"])
    XCTAssertEqual(json.status, 0, json.stderr)
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let modules = try XCTUnwrap(document["modules"] as? [[String: Any]])
    XCTAssertEqual(modules.count, 1)
    XCTAssertEqual(modules[0]["name"] as? String, "Passcode")
    XCTAssertEqual(modules[0]["template"] as? String, "mini")
    XCTAssertEqual(modules[0]["modified"] as? Int, 1)
    XCTAssertEqual(modules[0]["missing"] as? Int, 1)
    XCTAssertEqual(modules[0]["template_changed"] as? Bool, false)
    let states = (modules[0]["files"] as? [[String: Any]])?.compactMap { $0["state"] as? String }
    XCTAssertEqual(states, ["modified", "clean", "missing"])
  }

  func testAChangedTemplateIsReported() throws {
    let folder = try makeProject()
    XCTAssertEqual(gen("Passcode", in: folder).status, 0)
    try write(
      "struct {{ module_info.name }}B { }\n", to: folder.appendingPathComponent("templates/mini/Code/B.swift.liquid"))
    let check = status(folder)
    XCTAssertEqual(check.status, 0, check.stderr)
    XCTAssertEqual(
      check.stdout,
      """
      Passcode  mini  modified 0, missing 0, template changed
        template  the files of template 'mini' changed since the module was generated

      """)
    let json = status(folder, ["--json"])
    XCTAssertTrue(json.stdout.contains("\"template_changed\" : true"), json.stdout)
    // Without the folder the template is no longer found.
    let gone = runModgen(["status"], in: folder)
    XCTAssertTrue(gone.stdout.contains("template 'mini' is no longer found"), gone.stdout)
  }

  func testGeneratingAgainChangesNothing() throws {
    let folder = try makeProject()
    XCTAssertEqual(gen("Passcode", in: folder).status, 0)
    let recordURL = folder.appendingPathComponent(".modgen/modules/Passcode.json")
    let first = try Data(contentsOf: recordURL)
    let again = gen("Passcode", in: folder, ["--json"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertTrue(again.stdout.contains("\"written\" : false"), again.stdout)
    XCTAssertTrue(again.stdout.contains("\"role\" : \"record\""), again.stdout)
    XCTAssertEqual(try Data(contentsOf: recordURL), first)
  }

  func testNoRecordAndDryRunLeaveNoModgenFolder() throws {
    let folder = try makeProject()
    let dry = gen("Passcode", in: folder, ["--dry-run"])
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertTrue(dry.stdout.contains("create  .modgen/modules/Passcode.json"), dry.stdout)
    XCTAssertFalse(exists(folder, ".modgen"))
    let plain = gen("Passcode", in: folder, ["--no-record"])
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertFalse(plain.stdout.contains(".modgen"), plain.stdout)
    XCTAssertTrue(exists(folder, "Sources/Passcode/PasscodeA.swift"))
    XCTAssertFalse(exists(folder, ".modgen"))
  }

  func testAFailingGenWritesNoRecord() throws {
    let folder = try makeProject()
    try write("struct Mine {}\n", to: folder.appendingPathComponent("Sources/Passcode/PasscodeA.swift"))
    let run = gen("Passcode", in: folder)
    XCTAssertEqual(run.status, 1)
    XCTAssertFalse(exists(folder, ".modgen/modules/Passcode.json"))
    XCTAssertFalse(exists(folder, ".modgen/generated"))
    XCTAssertFalse(exists(folder, "Sources/Passcode/PasscodeB.swift"))
  }

  func testABrokenRecordIsALocatedError() throws {
    let folder = try makeProject()
    XCTAssertEqual(gen("Passcode", in: folder).status, 0)
    let url = folder.appendingPathComponent(".modgen/modules/Passcode.json")
    let text = try read(url).replacingOccurrences(of: "\"module\": \"Passcode\"", with: "\"module\": 7")
    try write(text, to: url)
    let check = status(folder)
    XCTAssertEqual(check.status, 1)
    XCTAssertTrue(
      check.stderr.contains(".modgen/modules/Passcode.json:3:13: error: expected a string, found the number 7"),
      check.stderr)
    XCTAssertTrue(check.stderr.contains("^"), check.stderr)
    // gen refuses to go over it too, and leaves it as it is.
    let again = gen("Passcode", in: folder)
    XCTAssertEqual(again.status, 1)
    XCTAssertEqual(try read(url), text)
  }

  func testAnUnknownNameIsAnError() throws {
    let folder = try makeProject()
    XCTAssertEqual(gen("Passcode", in: folder).status, 0)
    let check = status(folder, ["Pascode"])
    XCTAssertEqual(check.status, 1)
    XCTAssertTrue(check.stderr.contains("no module 'Pascode' is recorded"), check.stderr)
    XCTAssertTrue(check.stderr.contains("did you mean 'Passcode'?"), check.stderr)
  }

  func testAnXcodeProjectEditRecordsTheObjectsItAdded() throws {
    let folder = try makeTemporaryDirectory()
    try write(CLIXcodeProjectTests.project(), to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try write(
      """
      {"sources_path": "App/Modules", "tests_path": "AppTests",
       "xcode_project": {"path": "App.xcodeproj", "targets": ["App"], "test_targets": ["AppTests"]}}
      """, to: folder.appendingPathComponent("modgen.json"))
    let run = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    let recordURL = folder.appendingPathComponent(".modgen/modules/Passcode.json")
    let record = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: recordURL)) as? [String: Any])
    let xcode = try XCTUnwrap((record["project"] as? [String: Any])?["xcode"] as? [String: Any])
    XCTAssertEqual(xcode["file"] as? String, "App.xcodeproj")
    let objects = try XCTUnwrap(xcode["objects"] as? [String])
    XCTAssertFalse(objects.isEmpty)
    let pbxproj = try read(folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    for id in objects {
      XCTAssertEqual(id.count, 24)
      XCTAssertTrue(pbxproj.contains("\t\t\(id) /* "), "\(id) is not an object of the project")
    }
    // Again: nothing new is added, and the record keeps what the first run added.
    let first = try Data(contentsOf: recordURL)
    XCTAssertEqual(runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder).status, 0)
    XCTAssertEqual(try Data(contentsOf: recordURL), first)
  }

  func testConcurrentRunsBothEndUpRecorded() throws {
    let folder = try makeProject()
    let names = ["Alpha", "Beta", "Gamma", "Delta"]
    let results = RunResults()
    DispatchQueue.concurrentPerform(iterations: names.count) { index in
      let arguments = ["gen", names[index], "mini", "--templates", "templates", "--no-input"]
      results.set(index, runModgen(arguments, in: folder))
    }
    for (index, name) in names.enumerated() {
      let run = try XCTUnwrap(results.get(index))
      XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
      XCTAssertTrue(exists(folder, ".modgen/modules/\(name).json"), name)
    }
    XCTAssertEqual(status(folder).stdout.split(separator: "\n").count, names.count)
  }
}

/// Results gathered from concurrent runs.
private final class RunResults: @unchecked Sendable {
  private let lock = NSLock()
  private var runs: [Int: CLIRun] = [:]

  func set(_ index: Int, _ run: CLIRun) { lock.withLock { runs[index] = run } }
  func get(_ index: Int) -> CLIRun? { lock.withLock { runs[index] } }
}
