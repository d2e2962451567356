import Foundation
import ModgenTestSupport
import XCTest

/// `adopt` records a module made before: it renders the template, reports how far the files on
/// disk are from it, and writes only the record, after which `status` and `destroy` know it.
final class CLIAdoptTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory().appendingPathComponent("Work")
    try write(
      "{\"sources_path\": \"Sources\", \"tests_path\": \"Tests\"}\n",
      to: directory.appendingPathComponent("modgen.json"))
    try write(
      """
      {
        "name": "mini", "summary": "A small template", "version": "1.0.0",
        "code_files": [ { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" },
                        { "template": "Code/B.swift.liquid", "path": "{{ module_info.name }}B.swift" } ],
        "test_files": [ { "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" } ]
      }
      """, to: directory.appendingPathComponent("templates/mini/template.json"))
    try write(
      "struct {{ module_info.name }}A {\n  let a = 1\n}\n",
      to: directory.appendingPathComponent("templates/mini/Code/A.swift.liquid"))
    try write(
      "struct {{ module_info.name }}B {}\n", to: directory.appendingPathComponent("templates/mini/Code/B.swift.liquid"))
    try write(
      "// tests of {{ module_info.name }}\n",
      to: directory.appendingPathComponent("templates/mini/Tests/T.swift.liquid"))
    for folder in ["Sources", "Tests"] {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
  }

  private func modgen(_ arguments: [String]) -> CLIRun {
    runModgen(arguments, in: directory, environment: fixedDateEnvironment)
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
  }

  func testAnUnrecordedModuleIsAdoptedThenCleanThenDestroyed() throws {
    // A project whose entries for the module, if any, are not modgen's to remove.
    try write("// entries of the user's\n", to: directory.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    let before = try snapshot(directory)
    let gen = modgen(["gen", "Passcode", "mini", "--templates", "templates", "--no-record"])
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertFalse(exists(".modgen"))

    let dry = modgen(["adopt", "Passcode", "mini", "--templates", "templates", "--dry-run"])
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertTrue(dry.stdout.hasSuffix("would adopt Passcode: 3 of 3 files identical, 0 differs, 0 missing\n"))
    XCTAssertFalse(exists(".modgen"), "a dry run writes no record")

    let adopt = modgen(["adopt", "Passcode", "mini", "--templates", "templates"])
    XCTAssertEqual(adopt.status, 0, adopt.stderr)
    XCTAssertEqual(
      adopt.stdout,
      """
         identical  Sources/Passcode/PasscodeA.swift
         identical  Sources/Passcode/PasscodeB.swift
         identical  Tests/Passcode/PasscodeTests.swift
            create  .modgen/.gitignore
            create  .modgen/.gitattributes
            create  .modgen/modules/Passcode.json
      adopted Passcode: 3 of 3 files identical, 0 differs, 0 missing

      """)
    XCTAssertTrue(exists(".modgen/generated/Passcode.json"))
    let status = modgen(["status", "--templates", "templates"])
    XCTAssertEqual(status.stdout, "Passcode  mini  up to date\n", status.stderr)

    let again = modgen(["adopt", "Passcode", "mini", "--templates", "templates"])
    XCTAssertEqual(again.status, 1)
    XCTAssertTrue(again.stderr.contains("error: 'Passcode' is already recorded"), again.stderr)
    XCTAssertTrue(again.stderr.contains("--force"), again.stderr)

    let destroy = modgen(["destroy", "Passcode"])
    XCTAssertEqual(destroy.status, 0, destroy.stderr)
    XCTAssertTrue(destroy.stderr.contains("no project entries are recorded for 'Passcode'"), destroy.stderr)
    XCTAssertEqual(try snapshot(directory), before)
    XCTAssertFalse(exists(".modgen"))
    XCTAssertFalse(exists("Sources/Passcode"))
  }

  func testDifferencesMissingAndExtraFilesAreReported() throws {
    XCTAssertEqual(modgen(["gen", "Passcode", "mini", "--templates", "templates", "--no-record"]).status, 0)
    try write(
      "struct PasscodeA {\n  let a = 2\n  let b = 3\n}\n",
      to: directory.appendingPathComponent("Sources/Passcode/PasscodeA.swift"))
    try FileManager.default.removeItem(at: directory.appendingPathComponent("Tests/Passcode/PasscodeTests.swift"))
    try write("notes\n", to: directory.appendingPathComponent("Sources/Passcode/Notes.md"))
    let edited = try snapshot(directory)

    let adopt = modgen(["adopt", "Passcode", "mini", "--templates", "templates"])
    XCTAssertEqual(adopt.status, 0, adopt.stderr)
    XCTAssertTrue(
      adopt.stdout.hasPrefix(
        """
             differs  Sources/Passcode/PasscodeA.swift (+2 -1 lines)
           identical  Sources/Passcode/PasscodeB.swift
             missing  Tests/Passcode/PasscodeTests.swift
               extra  Sources/Passcode/Notes.md

        """), adopt.stdout)
    XCTAssertTrue(
      adopt.stdout.hasSuffix("adopted Passcode: 1 of 3 files identical, 1 differs, 1 missing\n"), adopt.stdout)
    XCTAssertTrue(adopt.stderr.contains("1 file(s) in the module's folders are not made by 'mini'"), adopt.stderr)
    // Only the record is written.
    XCTAssertEqual(try snapshot(directory).filter { !$0.key.hasPrefix("/.modgen/") }, edited)
    // The record holds the rendered texts: the differences are edits.
    let status = modgen(["status", "--templates", "templates"])
    XCTAssertEqual(
      status.stdout,
      """
      Passcode  mini  modified 1, missing 1
        modified  Sources/Passcode/PasscodeA.swift
        missing   Tests/Passcode/PasscodeTests.swift

      """)
    let pack = try read(directory.appendingPathComponent(".modgen/generated/Passcode.json"))
    XCTAssertTrue(
      pack.contains("\"Sources/Passcode/PasscodeA.swift\": \"struct PasscodeA {\\n  let a = 1\\n}\\n\""), pack)

    let json = modgen(["adopt", "Passcode", "mini", "--templates", "templates", "--force", "--json"])
    XCTAssertEqual(json.status, 0, json.stderr)
    let document = try XCTUnwrap(try jsonObject(json.stdout) as? [String: Any])
    XCTAssertEqual(document["identical"] as? Int, 1)
    XCTAssertEqual(document["differs"] as? Int, 1)
    XCTAssertEqual(document["missing"] as? Int, 1)
    XCTAssertEqual(document["written"] as? Bool, false, "adopting again with the same files changes nothing")
    XCTAssertEqual(document["extra_files"] as? [String], ["Sources/Passcode/Notes.md"])
    let first = try XCTUnwrap((document["files"] as? [[String: Any]])?.first)
    XCTAssertEqual(first["state"] as? String, "differs")
    XCTAssertEqual(first["added"] as? Int, 2)
    XCTAssertEqual(first["removed"] as? Int, 1)

    // Destroy refuses the edited module, then removes it with --force; the extra file stays.
    XCTAssertEqual(modgen(["destroy", "Passcode"]).status, 1)
    let forced = modgen(["destroy", "Passcode", "--force"])
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertEqual(try read(directory.appendingPathComponent("Sources/Passcode/Notes.md")), "notes\n")
    XCTAssertFalse(exists("Sources/Passcode/PasscodeA.swift"))
    XCTAssertFalse(exists(".modgen"))
  }
}
