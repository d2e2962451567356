import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `modgen gen` in a Generamba project (a Rambafile and `Templates/<name>/<name>.rambaspec`):
/// every conformance case of `../shared/conformance/generamba` run through the command line in
/// a real folder, compared by tree and bytes with what Generamba 1.5 writes; then what modgen
/// adds (safe re-runs, conflicts, --strict, list/info, messages).
final class CLIGenerambaTests: XCTestCase {
  /// 29 April 2019, noon UTC: the conformance README's day.
  private let environment = ["SOURCE_DATE_EPOCH": "1556539200"]

  /// A project folder holding `rambafile` and the template folder as `Templates/<name>/`, with
  /// Generamba's user name (Jane Doe) in the test's home folder.
  private func makeProject(rambafile: URL, template: URL) throws -> URL {
    let project = try makeTemporaryDirectory()
    try FileManager.default.copyItem(at: rambafile, to: project.appendingPathComponent("Rambafile"))
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("Templates"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: template, to: project.appendingPathComponent("Templates/\(template.lastPathComponent)"))
    try write("username: Jane Doe\n", to: project.appendingPathComponent("home/.generamba/user_preferences.yml"))
    return project
  }

  /// What differs between the project's generated tree (Rambafile, Templates/ and home/ left out)
  /// and the `.tree` listing with its folder of expected files; empty when they match.
  private func differences(in project: URL, tree: URL) throws -> [String] {
    var expectedFolders: Set<String> = []
    var expectedFiles: Set<String> = []
    for line in try String(contentsOf: tree, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("d ") {
        expectedFolders.insert(String(line.dropFirst(2).dropLast()))
      } else if line.hasPrefix("f ") {
        expectedFiles.insert(line.dropFirst(2).split(separator: " ").dropLast(2).joined(separator: " "))
      }
    }
    var folders: Set<String> = []
    var files: Set<String> = []
    let root = project.path + "/"
    let walker = FileManager.default.enumerator(atPath: project.path)
    while let path = walker?.nextObject() as? String {
      let top = path.split(separator: "/").first.map(String.init) ?? path
      if ["Rambafile", "Templates", "home"].contains(top) { continue }
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + path, isDirectory: &isFolder)
      if isFolder.boolValue { folders.insert(path) } else { files.insert(path) }
    }
    var problems: [String] = []
    problems += expectedFolders.subtracting(folders).sorted().map { "missing folder \($0)/" }
    problems += folders.subtracting(expectedFolders).sorted().map { "extra folder \($0)/" }
    problems += expectedFiles.subtracting(files).sorted().map { "missing file \($0)" }
    problems += files.subtracting(expectedFiles).sorted().map { "extra file \($0)" }
    let expectedRoot = tree.deletingPathExtension()
    for path in files.intersection(expectedFiles).sorted() {
      let actual = try Data(contentsOf: project.appendingPathComponent(path))
      let expected = try Data(contentsOf: expectedRoot.appendingPathComponent(path))
      if actual != expected { problems.append("\(path) differs") }
    }
    return problems
  }

  /// One case: generate, compare, then generate again and expect every file identical.
  private func check(
    _ name: String, rambafile: URL, template: URL, tree: URL, options: [String] = [],
    failures: inout [String]
  ) throws {
    let project = try makeProject(rambafile: rambafile, template: template)
    // Generamba's own output only: the module record modgen adds is not part of it.
    let arguments = ["gen", "Passcode", template.lastPathComponent] + options + ["--no-project", "--no-record"]
    let run = runModgen(arguments, in: project, environment: environment)
    guard run.status == 0 else {
      failures.append("\(name): exit \(run.status)\n\(run.stderr)")
      return
    }
    let problems = try differences(in: project, tree: tree)
    if !problems.isEmpty { failures.append("\(name):\n  " + problems.joined(separator: "\n  ")) }
    let again = runModgen(arguments, in: project, environment: ["SOURCE_DATE_EPOCH": "1556625600"])
    if again.status != 0 || again.stdout.contains("create") || again.stdout.contains("conflict") {
      failures.append("\(name): a second run the next day is not a no-op:\n\(again.stdout)\(again.stderr)")
    }
  }

  func testEveryConformanceCaseWritesWhatGenerambaWrote() throws {
    let root = try requireShared("conformance/generamba")
    let files = FileManager.default
    var failures: [String] = []
    var counts: [String: (passed: Int, total: Int)] = [:]
    func tally(_ list: String, _ before: Int) {
      counts[list, default: (0, 0)].total += 1
      if failures.count == before { counts[list, default: (0, 0)].passed += 1 }
    }
    // expected/: every template with inputs/Rambafile.
    for repo in try files.contentsOfDirectory(atPath: root.appendingPathComponent("expected").path).sorted() {
      let folder = root.appendingPathComponent("expected/\(repo)")
      for entry in try files.contentsOfDirectory(atPath: folder.path).sorted() where entry.hasSuffix(".tree") {
        let template = String(entry.dropLast(".tree".count))
        let before = failures.count
        try check(
          "expected/\(repo)/\(template)", rambafile: root.appendingPathComponent("inputs/Rambafile"),
          template: root.appendingPathComponent("templates/\(repo)/\(template)"),
          tree: folder.appendingPathComponent(entry), failures: &failures)
        tally("expected", before)
      }
    }
    // expected-rambafile/: real projects' Rambafiles (the README's table).
    let projects: [(String, String, String)] = [
      ("1312inc+Webasyst-X-iOS", "WebasystModule", "1312inc+Webasyst-X-iOS"),
      ("AndreVasilev+Kwatoko", "viper", "AndreVasilev+Kwatoko"),
      ("Frog-Frog+Pokedex", "mvp", "Frog-Frog+Pokedex"),
      ("Headmast+openfights", "surf_mvp_module", "Headmast+openfights"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "rviper_controller", "rambler-digital-solutions+generamba-catalog"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "mvvm_controller", "rambler-digital-solutions+generamba-catalog"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "swifty_viper", "microsoft+EmbeddedSocial-iOS-SDK"),
      ("rambler-digital-solutions+rambler-it-ios", "rviper_controller", "rambler-digital-solutions+rambler-it-ios"),
      ("rosberry+Rosberry-Generamba-Templates", "rsb_mvp_vm_list_module", "rosberry+Rosberry-Generamba-Templates"),
      ("rosberry+Rosberry-Generamba-Templates", "rsb_cell", "rosberry+Rosberry-Generamba-Templates"),
    ]
    for (repo, template, templateRepo) in projects {
      let before = failures.count
      try check(
        "expected-rambafile/\(repo)/\(template)",
        rambafile: root.appendingPathComponent("rambafiles/\(repo)/Rambafile"),
        template: root.appendingPathComponent("templates/\(templateRepo)/\(template)"),
        tree: root.appendingPathComponent("expected-rambafile/\(repo)/\(template).tree"), failures: &failures)
      tally("expected-rambafile", before)
    }
    // expected-options/: Generamba's options as scripts spell them.
    let optionCases: [(String, String, [String])] = [
      (
        "custom-with", "rosberry+Rosberry-Generamba-Templates/rsb_objc_request",
        ["--custom_parameters", "with:parameters,headers"]
      ),
      (
        "custom-inherit", "rosberry+Rosberry-Generamba-Templates/rsb_objc_service",
        ["--custom_parameters", "inherit:ACMBaseService"]
      ),
      (
        "custom-inherit-router", "rosberry+Rosberry-Generamba-Templates/rsb_objc_viper_vm_module",
        ["--custom-parameters", "inherit:ACMBaseRouter"]
      ),
      (
        "targets", "uhooi+generamba-catalog/uhooi_viper",
        ["--project_targets", "App,Widget", "--test_targets", "AppTests"]
      ),
      (
        "description-author", "rambler-digital-solutions+rambler-it-ios/rviper_controller",
        ["-d", "Passcode entry screen", "--author", "John Roe"]
      ),
      (
        "module-path", "rambler-digital-solutions+generamba-catalog/swifty_viper",
        ["--module_path", "Features/Auth/", "--test_path", "/UnitTests"]
      ),
      (
        "file-paths", "rambler-digital-solutions+generamba-catalog/rviper_controller",
        [
          "--project_file_path", "App/Screens", "--project_group_path", "Groups/Screens", "--test_file_path",
          "AppTests/Screens",
        ]
      ),
    ]
    for (name, folder, options) in optionCases {
      let before = failures.count
      try check(
        "expected-options/\(name)", rambafile: root.appendingPathComponent("inputs/Rambafile"),
        template: root.appendingPathComponent("templates/\(folder)"),
        tree: root.appendingPathComponent("expected-options/\(name).tree"), options: options, failures: &failures)
      tally("expected-options", before)
    }
    for (list, count) in counts.sorted(by: { $0.key < $1.key }) {
      print("modgen gen, Generamba conformance \(list): \(count.passed)/\(count.total) cases pass")
    }
    XCTAssertEqual(counts["expected"]?.total, 38)
    XCTAssertEqual(counts["expected-rambafile"]?.total, 10)
    XCTAssertEqual(counts["expected-options"]?.total, 7)
    for failure in failures { XCTFail(failure) }
  }

  /// A project with the rviper_controller template and the suite's Rambafile.
  private func rviperProject() throws -> URL {
    let root = try requireShared("conformance/generamba")
    return try makeProject(
      rambafile: root.appendingPathComponent("inputs/Rambafile"),
      template: root.appendingPathComponent("templates/rambler-digital-solutions+rambler-it-ios/rviper_controller"))
  }

  func testAGenerambaModuleIsRecordedBesideTheRambafile() throws {
    let project = try rviperProject()
    let run = runModgen(
      ["gen", "Passcode", "rviper_controller", "--no-project"], in: project, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("create  .modgen/modules/Passcode.json"), run.stdout)
    let record = try read(project.appendingPathComponent(".modgen/modules/Passcode.json"))
    XCTAssertTrue(record.contains("\"origin\": \"Generamba\""), record)
    XCTAssertTrue(record.contains("\"location\": \"Templates/rviper_controller\""), record)
    XCTAssertEqual(runModgen(["status"], in: project).stdout, "Passcode  rviper_controller  up to date\n")
    try write("// mine\n", to: project.appendingPathComponent("Sources/Modules/Passcode/Router/ACMPasscodeRouter.m"))
    XCTAssertTrue(
      runModgen(["status"], in: project).stdout.contains(
        "modified  Sources/Modules/Passcode/Router/ACMPasscodeRouter.m"))
  }

  func testAChangedFileIsAConflictUnlessForced() throws {
    let project = try rviperProject()
    XCTAssertEqual(
      runModgen(["gen", "Passcode", "rviper_controller", "--no-project"], in: project, environment: environment).status,
      0)
    let file = project.appendingPathComponent("Sources/Modules/Passcode/Router/ACMPasscodeRouter.m")
    try write("// mine\n", to: file)
    let refused = runModgen(
      ["gen", "Passcode", "rviper_controller", "--no-project"], in: project, environment: environment)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.stdout.contains("conflict  Sources/Modules/Passcode/Router/ACMPasscodeRouter.m"), refused.stdout)
    XCTAssertEqual(try read(file), "// mine\n", "Generamba overwrote silently; modgen must not")
    let forced = runModgen(
      ["gen", "Passcode", "rviper_controller", "--no-project", "--force"], in: project, environment: environment)
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertNotEqual(try read(file), "// mine\n")
  }

  func testUndefinedVariablesWarnWithTheirLocationAndStrictRefuses() throws {
    let root = try requireShared("conformance/generamba")
    let project = try makeProject(
      rambafile: root.appendingPathComponent("inputs/Rambafile"),
      template: root.appendingPathComponent("templates/rosberry+Rosberry-Generamba-Templates/rsb_objc_request"))
    let strict = runModgen(["gen", "Passcode", "rsb_objc_request", "--strict"], in: project, environment: environment)
    XCTAssertEqual(strict.status, 1)
    XCTAssertTrue(
      strict.stderr.contains(
        "Templates/rsb_objc_request/rsb_objc_request.rambaspec:13:9: error: 'custom_parameters.with'"),
      strict.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Sources").path))
    // The Rambafile names Demo App.xcodeproj, which this project lacks (Generamba stopped too).
    let noProject = runModgen(["gen", "Passcode", "rsb_objc_request"], in: project, environment: environment)
    XCTAssertEqual(noProject.status, 1)
    XCTAssertTrue(
      noProject.stderr.contains("there is no Xcode project at Demo App.xcodeproj/project.pbxproj"), noProject.stderr)
    XCTAssertTrue(noProject.stderr.contains("--no-project"), noProject.stderr)
    let lax = runModgen(["gen", "Passcode", "rsb_objc_request", "--no-project"], in: project, environment: environment)
    XCTAssertEqual(lax.status, 0, lax.stderr)
    XCTAssertTrue(
      lax.stderr.contains("rsb_objc_request.rambaspec:13:9: warning: 'custom_parameters.with' is undefined"), lax.stderr
    )
    XCTAssertTrue(lax.stderr.contains("^"), "the warning shows the line and a caret")
  }

  func testListInfoAndMessagesKnowGenerambaTemplates() throws {
    let project = try rviperProject()
    let list = runModgen(["list"], in: project)
    XCTAssertEqual(list.status, 0)
    XCTAssertTrue(list.stdout.contains("rviper_controller  1.1.4    Generamba"), list.stdout)
    XCTAssertTrue(list.stdout.contains("viper"), "modgen's templates are listed too")
    let info = runModgen(["info", "rviper_controller"], in: project, environment: environment)
    XCTAssertEqual(info.status, 0, info.stderr)
    XCTAssertTrue(info.stdout.contains("Sources/Modules/Module/Router/ACMModuleRouter.m"), info.stdout)
    let typo = runModgen(["gen", "Passcode", "rviper_controler"], in: project)
    XCTAssertEqual(typo.status, 1)
    XCTAssertTrue(typo.stderr.contains("did you mean the Generamba template 'rviper_controller'?"), typo.stderr)
    let misplaced = runModgen(["gen", "Passcode", "viper", "--project_targets", "X"], in: project)
    XCTAssertEqual(misplaced.status, 64)
    XCTAssertTrue(misplaced.stderr.contains(#"set "xcode_project.targets" there"#), misplaced.stderr)
    let wrongOption = runModgen(["gen", "Passcode", "rviper_controller", "-o", "X"], in: project)
    XCTAssertEqual(wrongOption.status, 64)
    XCTAssertTrue(wrongOption.stderr.contains("'--output' does not apply to Generamba templates"), wrongOption.stderr)
  }

  func testABrokenRambafileIsALocatedErrorAndNothingIsWritten() throws {
    let project = try rviperProject()
    try write("company: Acme\nproject_name: [unclosed\n", to: project.appendingPathComponent("Rambafile"))
    let run = runModgen(["gen", "Passcode", "rviper_controller"], in: project, environment: environment)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("Rambafile:2:"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Sources").path))
  }
}
