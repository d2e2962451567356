import Foundation
import ModgenSupport
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

  /// Writes version `version` of template `mini` with code files named `<Module><key>.swift` (and test
  /// files so named, from `tests`).
  private func template(version: String, files: [String: String], tests: [String: String] = [:]) throws {
    let entries = files.keys.sorted().map {
      "{ \"template\": \"Code/\($0).swift.liquid\", \"path\": \"{{ module_info.name }}\($0).swift\" }"
    }
    let testEntries = tests.keys.sorted().map {
      "{ \"template\": \"Tests/\($0).swift.liquid\", \"path\": \"{{ module_info.name }}\($0).swift\" }"
    }
    try? FileManager.default.removeItem(at: url("templates/mini"))
    try write(
      """
      { "name": "mini", "summary": "A small template", "version": "\(version)",
        "parameters": [ { "name": "flavour", "type": "string", "default": "plain" } ],
        "code_files": [ \(entries.joined(separator: ", ")) ],
        "test_files": [ \(testEntries.joined(separator: ", ")) ] }
      """, to: url("templates/mini/template.json"))
    for (key, text) in files { try write(text, to: url("templates/mini/Code/\(key).swift.liquid")) }
    for (key, text) in tests { try write(text, to: url("templates/mini/Tests/\(key).swift.liquid")) }
  }

  /// A package `Features` whose target `Home` depends on ModuleCore, for `--package-target`.
  private func writePackageManifest() throws {
    try write(
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Features",
        dependencies: [.package(path: "../modgen")],
        targets: [
          .target(name: "Home", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
        ]
      )

      """, to: url("Package.swift"))
  }

  private func modgen(_ arguments: [String]) -> CLIRun {
    runModgen(arguments + ["--templates", "templates"], in: folder)
  }

  /// The cycle: gen (flavour=mint), your edit, version 2 (a clean merge, B dropped, C added), then
  /// version 3 (a conflict). `module` is the module's folder; `generated` runs after each update.
  private func threeVersions(
    module: String, genOptions: [String] = [], generated: (_ version: Int) throws -> Void = { _ in }
  ) throws {
    let gen = modgen(["gen", "Passcode", "mini", "-p", "flavour=mint", "--no-input"] + genOptions)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    try generated(1)
    // Your edit: a line added at the end of A.
    let a = url("\(module)/PasscodeA.swift")
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
    XCTAssertTrue(second.stdout.contains("update  \(module)/PasscodeA.swift"), second.stdout)
    XCTAssertTrue(second.stdout.contains("create  \(module)/PasscodeC.swift"), second.stdout)
    XCTAssertTrue(second.stdout.contains("remove  \(module)/PasscodeB.swift"), second.stdout)
    // The recorded parameter was used, and your line kept.
    XCTAssertEqual(try read(a), "struct PasscodeA { // mint\n  let one = 1\n  let two = 2\n  let mine = 3\n}\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: url("\(module)/PasscodeB.swift").path))
    XCTAssertEqual(try read(url("\(module)/PasscodeC.swift")), "struct PasscodeC {}\n")
    try generated(2)
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
    XCTAssertTrue(third.stdout.contains("conflict  \(module)/PasscodeA.swift"), third.stdout)
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
    try generated(3)
  }

  func testATemplateChangingOverThreeVersionsIsMergedIntoTheModule() throws {
    try threeVersions(module: "Sources/Passcode")
  }

  func testTheCycleInAnXcodeProject() throws {
    let source = try requireShared("conformance/xcodeproj/CoderMJLee-MJRefresh__MJRefreshExample.pbxproj")
    try FileManager.default.removeItem(at: url("modgen.json"))
    let pbxproj = url("MJRefreshExample.xcodeproj/project.pbxproj")
    try write(try read(source), to: pbxproj)
    XCTAssertEqual(runModgen(["init", "--no-input", "--author", "A"], in: folder).status, 0)
    try threeVersions(module: "MJRefreshExample/Passcode") { version in
      let project = try read(pbxproj)
      XCTAssertTrue(project.contains("/* PasscodeA.swift in Sources */"), "version \(version)")
      XCTAssertEqual(project.contains("PasscodeB.swift"), version == 1, "version \(version)")
      XCTAssertEqual(project.contains("/* PasscodeC.swift in Sources */"), version > 1, "version \(version)")
    }
  }

  func testTheCycleInALocalPackage() throws {
    try writePackageManifest()
    try threeVersions(module: "Sources/Passcode", genOptions: ["--package-target"]) { _ in
      let manifest = try read(url("Package.swift"))
      XCTAssertTrue(manifest.contains(#".target(name: "Passcode""#), manifest)
    }
  }

  func testAPackageTargetModuleGainsAndLosesItsTestTargetWithTheTemplatesTests() throws {
    try writePackageManifest()
    let a = ["A": "struct {{ module_info.name }}A {}\n"]
    XCTAssertEqual(modgen(["gen", "Passcode", "mini", "--no-input", "--package-target"]).status, 0)
    XCTAssertFalse(try read(url("Package.swift")).contains("PasscodeTests"))

    // Version 2 makes tests: the module gets them and its test target.
    try template(version: "2.0.0", files: a, tests: ["T": "struct {{ module_info.name }}T {}\n"])
    let gained = modgen(["update", "Passcode"])
    XCTAssertEqual(gained.status, 0, gained.stderr)
    XCTAssertTrue(gained.stdout.contains("create  Tests/Passcode/PasscodeT.swift"), gained.stdout)
    var manifest = try read(url("Package.swift"))
    XCTAssertTrue(manifest.contains(#".testTarget(name: "PasscodeTests""#), manifest)
    XCTAssertEqual(manifest.components(separatedBy: #".target(name: "Passcode""#).count, 2, manifest)
    XCTAssertTrue(try read(url(".modgen/modules/Passcode.json")).contains("\"PasscodeTests\""))

    // A module generated without its tests stays without them.
    XCTAssertEqual(modgen(["gen", "Other", "mini", "--no-input", "--package-target", "--no-tests"]).status, 0)
    XCTAssertTrue(try read(url(".modgen/modules/Other.json")).contains("\"tests\": false"))

    // A module whose test file you edited keeps it, and its test target, when the template drops tests.
    XCTAssertEqual(modgen(["gen", "Edited", "mini", "--no-input", "--package-target"]).status, 0)
    try write("struct EditedT { let mine = 1 }\n", to: url("Tests/Edited/EditedT.swift"))

    // Version 3 makes none: the unedited test file goes, and the test target with it.
    try template(version: "3.0.0", files: a)
    let lost = modgen(["update"])
    XCTAssertEqual(lost.status, 0, lost.stderr)
    XCTAssertTrue(lost.stdout.contains("remove  Tests/Passcode/PasscodeT.swift"), lost.stdout)
    XCTAssertTrue(lost.stdout.contains("kept  Tests/Edited/EditedT.swift"), lost.stdout)
    manifest = try read(url("Package.swift"))
    XCTAssertFalse(manifest.contains("PasscodeTests"), manifest)
    XCTAssertTrue(manifest.contains(#".testTarget(name: "EditedTests""#), manifest)
    XCTAssertTrue(manifest.contains(#".target(name: "Passcode""#), manifest)
    XCTAssertFalse(try read(url(".modgen/modules/Passcode.json")).contains("PasscodeTests"))

    // Version 4 makes tests again, but Other was generated with --no-tests.
    try template(version: "4.0.0", files: a, tests: ["T": "struct {{ module_info.name }}T {}\n"])
    let again = modgen(["update", "Other"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertFalse(again.stdout.contains("Tests/Other"), again.stdout)
    XCTAssertFalse(try read(url("Package.swift")).contains("OtherTests"))
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

  /// A module generated by an older modgen whose built-in viper differed: its record and stored text say
  /// what that modgen generated. `update` brings in what this modgen's viper changed, keeping your edit.
  func testABuiltinTemplateIsUpdatedAcrossAModgenUpgrade() throws {
    XCTAssertEqual(runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder).status, 0)
    let path = "Sources/Passcode/PasscodePresenter.swift"
    let current = try read(url(path))
    // What the older modgen generated: the same presenter without its last line but one.
    var lines = current.components(separatedBy: "\n")
    let dropped = lines.remove(at: lines.count - 3)
    let old = lines.joined(separator: "\n")
    XCTAssertNotEqual(old, current)
    let packURL = url(".modgen/generated/Passcode.json")
    var pack = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: packURL)) as? [String: Any])
    pack[path] = old
    try JSONSerialization.data(withJSONObject: pack, options: [.prettyPrinted, .sortedKeys]).write(to: packURL)
    let recordURL = url(".modgen/modules/Passcode.json")
    let oldDigest = "sha256:" + SHA256.hex(of: Data(old.utf8))
    let newDigest = "sha256:" + SHA256.hex(of: Data(current.utf8))
    var record = try read(recordURL).replacingOccurrences(of: newDigest, with: oldDigest)
    record = record.replacingOccurrences(of: "\"modgen_version\": \"", with: "\"modgen_version\": \"0.0.9-")
    try write(record, to: recordURL)
    // Your copy: the old generation with a comment of yours on top.
    try write("// Reviewed by the payments team.\n" + old, to: url(path))

    let run = runModgen(["update"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("update  \(path)"), run.stdout)
    XCTAssertEqual(try read(url(path)), "// Reviewed by the payments team.\n" + current, "dropped line: \(dropped)")
    XCTAssertTrue(try read(recordURL).contains(newDigest))
    XCTAssertEqual(runModgen(["update"], in: folder).stdout, "", "up to date")
  }

  /// A module made before records existed becomes updatable once adopted.
  func testAnAdoptedModuleIsUpdated() throws {
    XCTAssertEqual(modgen(["gen", "Passcode", "mini", "--no-input", "--no-record"]).status, 0)
    let a = url("Sources/Passcode/PasscodeA.swift")
    try write(try read(a).replacingOccurrences(of: "}\n", with: "  let mine = 3\n}\n"), to: a)
    let adopt = modgen(["adopt", "Passcode", "mini", "--no-input"])
    XCTAssertEqual(adopt.status, 0, adopt.stderr)
    try template(
      version: "2.0.0",
      files: [
        "A": "struct {{ module_info.name }}A {\n  let one = 1\n  let two = 2\n  let three = 3\n}\n",
        "B": "struct {{ module_info.name }}B {}\n",
      ])
    let run = modgen(["update"])
    XCTAssertEqual(run.status, 1, "both added a line at the end: a conflict\n" + run.stdout + run.stderr)
    try template(
      version: "3.0.0",
      files: [
        "A": "// Passcode screen\nstruct {{ module_info.name }}A {\n  let one = 1\n  let two = 2\n  let three = 3\n}\n",
        "B": "struct {{ module_info.name }}B {}\n",
      ])
    try write("struct PasscodeA {\n  let one = 1\n  let two = 2\n  let three = 3\n  let mine = 3\n}\n", to: a)
    let second = modgen(["update"])
    XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
    XCTAssertEqual(
      try read(a),
      "// Passcode screen\nstruct PasscodeA {\n  let one = 1\n  let two = 2\n  let three = 3\n  let mine = 3\n}\n")
  }

  /// A composite is updated with its children: one record, every child's files in it.
  func testACompositeIsUpdatedWithItsChildren() throws {
    let gen = runModgen(
      ["gen", "Profile", "container", "-p", "children=ProfileHeader,UserPosts", "--no-input"], in: folder)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    let child = url("Sources/UserPosts/UserPostsPresenter.swift")
    let original = try read(child)
    try write("// Posts of the signed-in user.\n" + original, to: child)
    let run = runModgen(["update", "Profile"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "", "nothing changed in the templates")
    XCTAssertEqual(try read(child), "// Posts of the signed-in user.\n" + original)
    let record = try read(url(".modgen/modules/Profile.json"))
    XCTAssertTrue(record.contains("Sources/UserPosts/UserPostsPresenter.swift"), record)
  }
}
