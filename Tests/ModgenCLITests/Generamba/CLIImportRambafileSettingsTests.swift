import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `modgen template import` in a Rambafile project writes the Rambafile's settings into
/// modgen.json (or merges them into the one there), so the imported template keeps writing what
/// Generamba wrote, Xcode project entries included.
final class CLIImportRambafileSettingsTests: XCTestCase {
  /// 29 April 2019, noon UTC: the conformance README's day.
  private let environment = ["SOURCE_DATE_EPOCH": "1556539200"]

  /// A project with the conformance suite's `inputs/Rambafile` and `Templates/<template>`.
  private func makeProject(_ template: String = "swifty_viper") throws -> URL {
    let root = try requireShared("conformance/generamba")
    let project = try makeTemporaryDirectory()
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("inputs/Rambafile"), to: project.appendingPathComponent("Rambafile"))
    let source = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("templates").path)
      .map { root.appendingPathComponent("templates/\($0)/\(template)") }
      .first { FileManager.default.fileExists(atPath: $0.path) }
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("Templates"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: XCTUnwrap(source), to: project.appendingPathComponent("Templates/\(template)"))
    return project
  }

  private func exists(_ path: String, in project: URL) -> Bool {
    FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path)
  }

  /// modgen.json as the import writes it for the suite's Rambafile.
  private let written = """
    {
      "project_name": "Demo App",
      "company": "Acme & Co",
      "author": "Jane Doe",
      "prefix": "ACM",
      "sources_path": "Sources/Modules",
      "tests_path": "Tests/Modules",
      "xcode_project": {
        "path": "Demo App.xcodeproj",
        "targets": ["DemoApp"],
        "test_targets": ["DemoAppTests"],
        "group": "Sources/Modules",
        "test_group": "Tests/Modules"
      }
    }

    """

  func testImportWritesTheRambafileSettingsAndDryRunOnlyShowsThem() throws {
    let project = try makeProject()
    let dry = runModgen(["template", "import", "Templates/swifty_viper", "--dry-run"], in: project)
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertTrue(dry.stdout.contains("create  modgen.json  (the Rambafile's settings)"), dry.stdout)
    XCTAssertTrue(dry.stdout.contains(#"+ prefix: "ACM""#), dry.stdout)
    XCTAssertTrue(dry.stdout.contains("(Rambafile:7 prefix)"), dry.stdout)
    XCTAssertTrue(dry.stdout.contains(#"+ xcode_project.targets: ["DemoApp"]"#), dry.stdout)
    XCTAssertTrue(dry.stderr.contains("dry run: nothing was written"), dry.stderr)
    XCTAssertFalse(exists("modgen.json", in: project))
    XCTAssertFalse(exists("Templates/swifty_viper/template.json", in: project))

    let run = runModgen(["template", "import", "Templates/swifty_viper"], in: project)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try read(project.appendingPathComponent("modgen.json")), written)
    XCTAssertTrue(
      run.stdout.contains("Try it: modgen gen Sample swifty_viper --templates Templates --dry-run --no-project"))
    XCTAssertTrue(run.stderr.contains("Demo App.xcodeproj does not exist yet"), run.stderr)
    let again = runModgen(["template", "import", "Templates/swifty_viper"], in: project)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertTrue(again.stdout.contains("identical  modgen.json"), again.stdout)

    let gen = runModgen(["gen", "Passcode", "swifty_viper", "--no-project"], in: project, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stdout.contains("create  Sources/Modules/Passcode/View/ACMPasscodeViewInput.swift"), gen.stdout)
  }

  func testMergingKeepsEveryOtherByteAndAConflictNeedsForce() throws {
    let project = try makeProject()
    let original = """
      {
          "templates": ["Templates", "Shared/Templates"],
          "prefix": "XY",
          "parameters": { "tests": "xctest" },
          "xcode_project": {"path": "Demo App.xcodeproj", "targets": "DemoApp"}
      }

      """
    let modgenJSON = project.appendingPathComponent("modgen.json")
    try write(original, to: modgenJSON)
    let refused = runModgen(["template", "import", "Templates/swifty_viper"], in: project)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.stderr.contains(
        #"Rambafile:7:9: error: 'prefix' gives 'ACM', but modgen.json sets prefix to "XY" (modgen.json:3:15)"#),
      refused.stderr)
    XCTAssertTrue(refused.stderr.contains("prefix: ACM\n"), "the Rambafile's line is shown: \(refused.stderr)")
    XCTAssertEqual(try read(modgenJSON), original, "nothing written")
    XCTAssertFalse(exists("Templates/swifty_viper/template.json", in: project))

    let forced = runModgen(["template", "import", "Templates/swifty_viper", "--force"], in: project)
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertTrue(forced.stdout.contains("update  modgen.json  (the Rambafile's settings)"), forced.stdout)
    XCTAssertTrue(forced.stdout.contains(#"~ prefix: "XY" → "ACM""#), forced.stdout)
    XCTAssertEqual(
      try read(modgenJSON),
      """
      {
          "templates": ["Templates", "Shared/Templates"],
          "prefix": "ACM",
          "parameters": { "tests": "xctest" },
          "xcode_project": {"path": "Demo App.xcodeproj", "targets": "DemoApp", "test_targets": ["DemoAppTests"], \
      "group": "Sources/Modules", "test_group": "Tests/Modules"},
          "project_name": "Demo App",
          "company": "Acme & Co",
          "author": "Jane Doe",
          "sources_path": "Sources/Modules",
          "tests_path": "Tests/Modules"
      }

      """)
  }

  func testARambafileValueModgenCannotUseIsALocatedErrorAndNothingIsWritten() throws {
    let project = try makeProject()
    let rambafile = project.appendingPathComponent("Rambafile")
    try write(try read(rambafile).replacingOccurrences(of: "prefix: ACM", with: "prefix: [A, B]"), to: rambafile)
    let run = runModgen(["template", "import", "Templates/swifty_viper"], in: project)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("Rambafile:7:9: error: 'prefix' must be a string"), run.stderr)
    XCTAssertFalse(exists("modgen.json", in: project))
    XCTAssertFalse(exists("Templates/swifty_viper/template.json", in: project))
  }

  func testTheImportedTemplateAddsTheSameProjectEntriesAsGenerambaMode() throws {
    var results: [String: String] = [:]
    for imported in [false, true] {
      let project = try makeProject()
      try write(
        CLIXcodeProjectTests.project(app: "DemoApp", tests: "DemoAppTests"),
        to: project.appendingPathComponent("Demo App.xcodeproj/project.pbxproj"))
      if imported {
        let run = runModgen(["template", "import", "Templates/swifty_viper"], in: project)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("--no-project"), "the project exists: \(run.stdout)")
      }
      let gen = runModgen(["gen", "Passcode", "swifty_viper"], in: project, environment: environment)
      XCTAssertEqual(gen.status, 0, gen.stderr)
      results[imported ? "import" : "generamba"] = try read(
        project.appendingPathComponent("Demo App.xcodeproj/project.pbxproj"))
    }
    XCTAssertNotEqual(results["generamba"], CLIXcodeProjectTests.project(app: "DemoApp", tests: "DemoAppTests"))
    XCTAssertEqual(results["import"], results["generamba"])
  }

  func testTheOutputHintWorksAsPrintedInARambafileProject() throws {
    let project = try makeProject("rsb_objc_request")
    let run = runModgen(["template", "import", "Templates/rsb_objc_request", "-o", "Converted"], in: project)
    XCTAssertEqual(run.status, 0, run.stderr)
    let hint = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("Try it: modgen ") })
    let words = hint.dropFirst("Try it: modgen ".count).split(separator: " ").map(String.init)
    let tried = runModgen(words + ["-v"], in: project, environment: environment)
    XCTAssertEqual(tried.status, 0, tried.stderr)
    XCTAssertTrue(tried.stderr.contains("Converted/rsb_objc_request (flag)"), tried.stderr)
    XCTAssertTrue(tried.stdout.contains("Sources/Modules/Sample/"), tried.stdout)
  }

  func testAMissingXcodeProjectInGenerambaModeNamesTheRambafileLine() throws {
    let project = try makeProject()
    let run = runModgen(["gen", "Passcode", "swifty_viper"], in: project, environment: environment)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stderr.contains("Rambafile:8:17: error: there is no Xcode project at Demo App.xcodeproj/project.pbxproj"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("fix 'xcodeproj_path' in the Rambafile, or pass --no-project"), run.stderr)
    XCTAssertFalse(run.stderr.contains("modgen.json"), run.stderr)
  }

  func testInitOffersTheRambafilesSettings() throws {
    let project = try makeProject()
    let run = runModgen(["init", "--no-input", "--dry-run"], in: project)
    XCTAssertEqual(run.status, 0, run.stderr)
    for line in [
      #""project_name": "Demo App""#, #""company": "Acme & Co""#, #""author": "Jane Doe""#, #""prefix": "ACM""#,
      #""sources_path": "Sources/Modules""#, #""tests_path": "Tests/Modules""#,
    ] {
      XCTAssertTrue(run.stdout.contains(line), "\(line)\n\(run.stdout)")
    }
  }

  func testATargetTypoInGenerambaModeIsShownAtItsRambafileLine() throws {
    let project = try makeProject()
    let rambafile = project.appendingPathComponent("Rambafile")
    try write(
      try read(rambafile).replacingOccurrences(of: "project_target: DemoApp", with: "project_targets:\n- DemoAp"),
      to: rambafile)
    let pbxproj = CLIXcodeProjectTests.project(app: "DemoApp", tests: "DemoAppTests")
    try write(pbxproj, to: project.appendingPathComponent("Demo App.xcodeproj/project.pbxproj"))
    let run = runModgen(["gen", "Passcode", "swifty_viper"], in: project, environment: environment)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stderr.contains(
        "Rambafile:13:3: error: Demo App.xcodeproj/project.pbxproj has no target 'DemoAp'; did you mean"),
      run.stderr)
    XCTAssertFalse(exists("Sources", in: project))
    XCTAssertEqual(try read(project.appendingPathComponent("Demo App.xcodeproj/project.pbxproj")), pbxproj)
  }
}
