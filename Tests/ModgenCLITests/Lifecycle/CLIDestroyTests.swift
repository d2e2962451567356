import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `destroy` undoes `gen`: right after it, the tree and the project file are byte for byte as
/// before; edited files stop it unless forced; a record that cannot be read stops it at its
/// location; composites go with their children.
final class CLIDestroyTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory().appendingPathComponent("Work")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  private var environment: [String: String] {
    [
      "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.deletingLastPathComponent().appendingPathComponent("home").path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ].merging(fixedDateEnvironment) { $1 }
  }

  private func modgen(_ arguments: [String]) -> CLIRun {
    runModgen(arguments, in: directory, environment: environment)
  }

  /// Every file (with its bytes) and every folder below the working folder.
  private func tree() throws -> [String: Data] {
    var result = try snapshot(directory)
    let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey])
    let base = directory.resolvingSymlinksInPath().path
    while let url = enumerator?.nextObject() as? URL {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
        result[String(url.resolvingSymlinksInPath().path.dropFirst(base.count)) + "/"] = Data()
      }
    }
    return result
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
  }

  /// A folder with a modgen.json and a small template in `templates/mini`.
  private func makeMiniProject() throws {
    try write(
      "{\"sources_path\": \"Sources\", \"tests_path\": \"Tests\"}\n",
      to: directory.appendingPathComponent("modgen.json"))
    try write(
      """
      {
        "name": "mini", "summary": "A small template", "version": "1.0.0",
        "code_files": [ { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" },
                        { "template": "Code/B.swift.liquid", "path": "Views/{{ module_info.name }}B.swift" } ],
        "test_files": [ { "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" } ]
      }
      """, to: directory.appendingPathComponent("templates/mini/template.json"))
    try write(
      "struct {{ module_info.name }}A {}\n", to: directory.appendingPathComponent("templates/mini/Code/A.swift.liquid"))
    try write(
      "struct {{ module_info.name }}B {}\n", to: directory.appendingPathComponent("templates/mini/Code/B.swift.liquid"))
    try write(
      "// tests of {{ module_info.name }}\n",
      to: directory.appendingPathComponent("templates/mini/Tests/T.swift.liquid"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Sources/Home"), withIntermediateDirectories: true)
    try write("struct Home {}\n", to: directory.appendingPathComponent("Sources/Home/Home.swift"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("Tests"), withIntermediateDirectories: true)
  }

  private func genMini(_ name: String, _ extra: [String] = []) {
    let run = modgen(["gen", name, "mini", "--templates", "templates", "--no-input"] + extra)
    XCTAssertEqual(run.status, 0, run.stderr)
  }

  // MARK: - Byte for byte

  /// `init`, `gen`, `destroy` in a project with a real Xcode project file.
  private func assertRoundTrip(fixture: String, name: String) throws {
    let source = try requireShared("conformance/xcodeproj/\(fixture).pbxproj")
    let pbxproj = directory.appendingPathComponent("\(name).xcodeproj/project.pbxproj")
    try write(read(source), to: pbxproj)
    let initRun = modgen(["init", "--no-input"])
    XCTAssertEqual(initRun.status, 0, initRun.stderr)
    // The output roots are the project's folders; they stay.
    let configuration = try XCTUnwrap(
      try jsonObject(read(directory.appendingPathComponent("modgen.json"))) as? [String: Any])
    for key in ["sources_path", "tests_path"] {
      let folder = try XCTUnwrap(configuration[key] as? String)
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let before = try tree()
    let projectBefore = try Data(contentsOf: pbxproj)

    let gen = modgen(["gen", "Passcode", "viper", "--no-input"])
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertNotEqual(try tree(), before)

    let destroy = modgen(["destroy", "Passcode"])
    XCTAssertEqual(destroy.status, 0, destroy.stderr)
    XCTAssertTrue(destroy.stdout.contains("      remove  .modgen/modules/Passcode.json\n"), destroy.stdout)
    XCTAssertTrue(destroy.stdout.contains("ViewController.swift\n"), destroy.stdout)
    XCTAssertFalse(destroy.stdout.contains(".modgen/generated"), "the stored texts are not listed: \(destroy.stdout)")
    XCTAssertEqual(try Data(contentsOf: pbxproj), projectBefore, "the project file is as before")
    XCTAssertEqual(try tree(), before, "the tree is as before")
    XCTAssertFalse(exists(".modgen"))
  }

  func testGenThenDestroyRestoresAClassicXcodeProject() throws {
    try assertRoundTrip(fixture: "CoderMJLee-MJRefresh__MJRefreshExample", name: "MJRefreshExample")
    let again = modgen(["destroy", "Passcode"])
    XCTAssertEqual(again.status, 1)
    XCTAssertTrue(again.stderr.contains("error: no module 'Passcode' is recorded"), again.stderr)
  }

  func testGenThenDestroyRestoresASynchronizedFolderProject() throws {
    try assertRoundTrip(fixture: "jessesquires-ReactiveCollectionsKit__ExampleApp", name: "ExampleApp")
  }

  func testGenThenDestroyRestoresALocalPackage() throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Features",
        dependencies: [.package(path: "../modgen")],
        targets: [
          .target(name: "Home", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
          .testTarget(name: "HomeTests", dependencies: ["Home"])
        ]
      )

      """
    let fileSystem = InMemoryFileSystem([
      "/package/Package.swift": manifest,
      "/package/Sources/Home/Home.swift": "struct Home {}\n",
      "/package/Tests/HomeTests/HomeTests.swift": "// tests\n",
      "/package/Templates/mini/template.json": """
      {
        "name": "mini", "summary": "In memory", "version": "1.0.0",
        "code_files": [ { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" } ],
        "test_files": [ { "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" } ]
      }
      """,
      "/package/Templates/mini/Code/A.swift.liquid": "struct {{ module_info.name }}A {}\n",
      "/package/Templates/mini/Tests/T.swift.liquid": "@testable import {{ module_info.product_module_name }}\n",
    ])
    let project = URL(fileURLWithPath: "/package")
    let before = fileSystem.snapshot()
    let gen = runModgen(
      ["gen", "Login", "mini", "--package-target"], in: project, environment: ["HOME": "/home"],
      fileSystem: fileSystem)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertNotEqual(fileSystem.text("/package/Package.swift"), manifest)
    let destroy = runModgen(["destroy", "Login"], in: project, environment: ["HOME": "/home"], fileSystem: fileSystem)
    XCTAssertEqual(destroy.status, 0, destroy.stderr)
    XCTAssertEqual(
      destroy.stdout,
      """
            remove  Sources/Login/LoginA.swift
            remove  Tests/Login/LoginTests.swift
            update  Package.swift
            remove  .modgen/modules/Login.json
            remove  .modgen/.gitattributes
            remove  .modgen/.gitignore

      """)
    XCTAssertEqual(fileSystem.text("/package/Package.swift"), manifest, "Package.swift is byte for byte as before")
    XCTAssertEqual(fileSystem.snapshot(), before, "the tree is as before")
  }

  func testTheProjectUpdateIsListed() throws {
    let source = try requireShared("conformance/xcodeproj/CoderMJLee-MJRefresh__MJRefreshExample.pbxproj")
    try write(read(source), to: directory.appendingPathComponent("MJRefreshExample.xcodeproj/project.pbxproj"))
    XCTAssertEqual(modgen(["init", "--no-input"]).status, 0)
    XCTAssertEqual(modgen(["gen", "Passcode", "viper", "--no-input"]).status, 0)
    let dry = modgen(["destroy", "Passcode", "--dry-run"])
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertTrue(dry.stdout.contains("      update  MJRefreshExample.xcodeproj/project.pbxproj\n"), dry.stdout)
    XCTAssertTrue(dry.stderr.contains("dry run: nothing was removed"), dry.stderr)
    XCTAssertTrue(exists(".modgen/modules/Passcode.json"), "a dry run removes nothing")
  }

  // MARK: - Edited files, broken records, names

  func testAnEditedModuleIsRefusedUnlessForced() throws {
    try makeMiniProject()
    let before = try tree()
    genMini("Passcode")
    try write(
      "struct PasscodeA { var mine = 1 }\n", to: directory.appendingPathComponent("Sources/Passcode/PasscodeA.swift"))
    try FileManager.default.removeItem(at: directory.appendingPathComponent("Tests/Passcode/PasscodeTests.swift"))
    let edited = try tree()

    let refused = modgen(["destroy", "Passcode"])
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(refused.stdout, "    modified  Sources/Passcode/PasscodeA.swift\n")
    XCTAssertTrue(
      refused.stderr.contains("error: 1 file(s) were edited since they were generated; nothing was removed"),
      refused.stderr)
    XCTAssertTrue(refused.stderr.contains("--force"), refused.stderr)
    XCTAssertEqual(try tree(), edited, "nothing changed")

    let forced = modgen(["destroy", "Passcode", "--force"])
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertTrue(forced.stdout.contains("      remove  Sources/Passcode/PasscodeA.swift\n"), forced.stdout)
    XCTAssertFalse(forced.stdout.contains("PasscodeTests.swift"), "a missing file has nothing to remove")
    XCTAssertEqual(try tree(), before)
  }

  func testABrokenRecordIsALocatedErrorAndNothingChanges() throws {
    try makeMiniProject()
    genMini("Passcode")
    let record = directory.appendingPathComponent(".modgen/modules/Passcode.json")
    try write(try read(record).replacingOccurrences(of: "\"module\": \"Passcode\"", with: "\"module\": 7"), to: record)
    let before = try tree()
    let run = modgen(["destroy", "Passcode"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stderr.hasPrefix(".modgen/modules/Passcode.json:3:13: error: expected a string, found the number 7\n"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("            ^"), run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try tree(), before)
  }

  func testABrokenGeneratedTextFileDoesNotStopDestroy() throws {
    // Destroy reads the record and the disk only: the stored texts go, whatever they hold.
    try makeMiniProject()
    let before = try tree()
    genMini("Passcode")
    try write("not json", to: directory.appendingPathComponent(".modgen/generated/Passcode.json"))
    let run = modgen(["destroy", "Passcode"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try tree().filter { !$0.key.hasPrefix("/.modgen") }, before)
  }

  func testUnknownAndMissingNames() throws {
    try makeMiniProject()
    genMini("Passcode")
    let unknown = modgen(["destroy", "Pascode"])
    XCTAssertEqual(unknown.status, 1)
    XCTAssertTrue(unknown.stderr.contains("error: no module 'Pascode' is recorded"), unknown.stderr)
    XCTAssertTrue(unknown.stderr.contains("did you mean 'Passcode'?"), unknown.stderr)
    let none = modgen(["destroy"])
    XCTAssertEqual(none.status, 64, none.stderr)
    XCTAssertTrue(exists("Sources/Passcode/PasscodeA.swift"))
  }

  func testOtherModulesAndTheirRecordsStay() throws {
    try makeMiniProject()
    genMini("Login")
    let withLogin = try tree()
    genMini("Passcode")
    let run = modgen(["destroy", "Passcode", "--json"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let document = try XCTUnwrap(try jsonObject(run.stdout) as? [String: Any])
    XCTAssertEqual(document["modules"] as? [String], ["Passcode"])
    XCTAssertEqual(document["ok"] as? Bool, true)
    XCTAssertEqual(document["written"] as? Bool, true)
    XCTAssertEqual(document["dry_run"] as? Bool, false)
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    XCTAssertEqual(
      files.compactMap { $0["path"] as? String },
      [
        "Sources/Passcode/PasscodeA.swift", "Sources/Passcode/Views/PasscodeB.swift",
        "Tests/Passcode/PasscodeTests.swift", ".modgen/modules/Passcode.json",
      ])
    XCTAssertEqual(Set(files.compactMap { $0["action"] as? String }), ["remove"])
    XCTAssertEqual(try tree(), withLogin)
  }

  // MARK: - Composites

  func testAContainerGoesWithItsChildrenAndAChildCannotGoAlone() throws {
    let before = try tree()
    let gen = modgen(["gen", "Checkout", "container", "-p", "children=Summary,Payment", "--no-input"])
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(exists("Sources/Summary"))
    let record = try read(directory.appendingPathComponent(".modgen/modules/Checkout.json"))
    XCTAssertTrue(record.contains("\"children\": [\n    \"Summary\",\n    \"Payment\"\n  ]"), record)

    let child = modgen(["destroy", "Summary"])
    XCTAssertEqual(child.status, 1)
    XCTAssertTrue(
      child.stderr.contains("error: 'Summary' was generated with 'Checkout'"), child.stderr)
    XCTAssertTrue(child.stderr.contains("destroy 'Checkout'"), child.stderr)
    XCTAssertTrue(exists("Sources/Summary"))

    let destroy = modgen(["destroy", "Checkout"])
    XCTAssertEqual(destroy.status, 0, destroy.stderr)
    for folder in ["Sources/Checkout", "Sources/Summary", "Sources/Payment", "Tests/Summary", ".modgen"] {
      XCTAssertFalse(exists(folder), folder)
    }
    // The output roots gen made stay, empty.
    XCTAssertEqual(try snapshot(directory).filter { !$0.key.hasPrefix("/home") }, before)
  }

  // MARK: - Runs at the same time

  /// Destroys and gens at once wait for each other: no record is lost, and the last destroy
  /// removes `.modgen/` only when nothing else is recorded.
  func testConcurrentDestroysAndGensLoseNothing() throws {
    try makeMiniProject()
    let before = try tree()
    for round in 0..<3 {
      genMini("Alpha")
      genMini("Beta")
      let commands = [["destroy", "Alpha"], ["destroy", "Beta"], ["gen", "Gamma"], ["gen", "Delta"]].map {
        $0[0] == "gen" ? $0 + ["mini", "--templates", "templates", "--no-input"] : $0
      }
      let results = DestroyRunResults()
      let (folder, environment) = (directory!, environment)
      DispatchQueue.concurrentPerform(iterations: commands.count) { index in
        results.set(index, runModgen(commands[index], in: folder, environment: environment))
      }
      for index in commands.indices {
        let run = try XCTUnwrap(results.get(index))
        XCTAssertEqual(run.status, 0, "round \(round), \(commands[index]): \(run.stderr)")
      }
      let recorded = try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent(".modgen/modules").path)
      XCTAssertEqual(recorded.sorted(), ["Delta.json", "Gamma.json"], "round \(round)")
      XCTAssertFalse(exists("Sources/Alpha"))
      let last = modgen(["destroy", "Gamma", "Delta"])
      XCTAssertEqual(last.status, 0, last.stderr)
      XCTAssertEqual(try tree(), before, "round \(round)")
    }
  }
}

/// Results gathered from concurrent runs.
private final class DestroyRunResults: @unchecked Sendable {
  private let lock = NSLock()
  private var runs: [Int: CLIRun] = [:]

  func set(_ index: Int, _ run: CLIRun) { lock.withLock { runs[index] = run } }
  func get(_ index: Int) -> CLIRun? { lock.withLock { runs[index] } }
}
