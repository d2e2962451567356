import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// `modgen template import`: every Generamba template of `../shared/conformance/generamba`
/// converted into a modgen template in a project with the case's Rambafile and no modgen.json;
/// the import writes modgen.json from the Rambafile, and `modgen gen Passcode <template>` must
/// then write the files Generamba 1.5 wrote, byte for byte.
final class CLIRambaspecImportTests: XCTestCase {
  /// 29 April 2019, noon UTC: the conformance README's day.
  private let environment = ["SOURCE_DATE_EPOCH": "1556539200"]

  /// Imports `template` into a new project with `rambafile` and generates `Passcode` with it (as
  /// the import's notes say, `--no-tests` when the Rambafile has no test settings); the files
  /// written (Rambafile, Templates/, home/ and modgen.json left out) by path, or the failing
  /// step's output. The home folder's git configuration names Jane Doe, the conformance
  /// cases' author when the Rambafile names none.
  private func importAndGenerate(
    _ template: URL, rambafile: URL, parameters: [String] = []
  ) throws -> Result<[String: Data], TestFailure> {
    let project = try makeTemporaryDirectory()
    try FileManager.default.copyItem(at: rambafile, to: project.appendingPathComponent("Rambafile"))
    try write("[user]\n\tname = Jane Doe\n", to: project.appendingPathComponent("home/.gitconfig"))
    let copy = project.appendingPathComponent("Templates/\(template.lastPathComponent)")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: template, to: copy)
    let imported = runModgen(["template", "import", "Templates/\(template.lastPathComponent)"], in: project)
    guard imported.status == 0 else {
      return .failure(TestFailure("import: exit \(imported.status)\n\(imported.stderr)"))
    }
    guard FileManager.default.fileExists(atPath: project.appendingPathComponent("modgen.json").path) else {
      return .failure(TestFailure("import wrote no modgen.json\n\(imported.stdout)"))
    }
    let noTests = imported.stderr.contains("pass --no-tests") ? ["--no-tests"] : []
    let generated = runModgen(
      ["gen", "Passcode", template.lastPathComponent, "--no-project", "--no-record"] + noTests
        + parameters.flatMap { ["-p", $0] },
      in: project, environment: environment.merging(["GIT_CONFIG_SYSTEM": "/dev/null"]) { $1 })
    guard generated.status == 0 else {
      return .failure(TestFailure("gen: exit \(generated.status)\n\(generated.stderr)"))
    }
    var files: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: project.path)
    while let path = walker?.nextObject() as? String {
      let top = path.split(separator: "/").first.map(String.init) ?? path
      if ["Templates", "modgen.json", "Rambafile", "home"].contains(top) { continue }
      let url = project.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return .success(files)
  }

  /// The files a `.tree` listing names (folders left out: modgen writes files only).
  private func expectedFiles(_ tree: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = tree.deletingPathExtension()
    for line in try String(contentsOf: tree, encoding: .utf8).split(separator: "\n") where line.hasPrefix("f ") {
      let path = line.dropFirst(2).split(separator: " ").dropLast(2).joined(separator: " ")
      files[path] = try Data(contentsOf: root.appendingPathComponent(path))
    }
    return files
  }

  /// What differs between the written and the expected files.
  private func differences(_ actual: [String: Data], _ expected: [String: Data]) -> [String] {
    var problems: [String] = []
    problems += Set(expected.keys).subtracting(actual.keys).sorted().map { "missing file \($0)" }
    problems += Set(actual.keys).subtracting(expected.keys).sorted().map { "extra file \($0)" }
    for (path, data) in actual.sorted(by: { $0.key < $1.key }) where expected[path] != nil && expected[path] != data {
      problems.append("\(path) differs")
    }
    return problems
  }

  func testEveryConformanceTemplateImportedWritesWhatGenerambaWrote() throws {
    let root = try requireShared("conformance/generamba")
    let inputs = root.appendingPathComponent("inputs/Rambafile")
    var cases: [(name: String, template: URL, rambafile: URL, tree: URL, parameters: [String])] = []
    let expected = root.appendingPathComponent("expected")
    for repo in try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted() {
      let folder = expected.appendingPathComponent(repo)
      for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      where entry.hasSuffix(".tree") {
        let template = String(entry.dropLast(".tree".count))
        cases.append(
          (
            "expected/\(repo)/\(template)", root.appendingPathComponent("templates/\(repo)/\(template)"), inputs,
            folder.appendingPathComponent(entry), []
          ))
      }
    }
    // Custom parameters, given as modgen parameters.
    for (name, template, parameter) in [
      ("custom-with", "rsb_objc_request", "with=parameters,headers"),
      ("custom-inherit", "rsb_objc_service", "inherit=ACMBaseService"),
      ("custom-inherit-router", "rsb_objc_viper_vm_module", "inherit=ACMBaseRouter"),
    ] {
      cases.append(
        (
          "expected-options/\(name)",
          root.appendingPathComponent("templates/rosberry+Rosberry-Generamba-Templates/\(template)"), inputs,
          root.appendingPathComponent("expected-options/\(name).tree"), [parameter]
        ))
    }
    // Each project's own Rambafile (the README's table of Rambafile cases).
    let rambafileCases = [
      ("1312inc+Webasyst-X-iOS", "1312inc+Webasyst-X-iOS/WebasystModule"),
      ("AndreVasilev+Kwatoko", "AndreVasilev+Kwatoko/viper"),
      ("Frog-Frog+Pokedex", "Frog-Frog+Pokedex/mvp"),
      ("Headmast+openfights", "Headmast+openfights/surf_mvp_module"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "rambler-digital-solutions+generamba-catalog/rviper_controller"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "rambler-digital-solutions+generamba-catalog/mvvm_controller"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "microsoft+EmbeddedSocial-iOS-SDK/swifty_viper"),
      ("rambler-digital-solutions+rambler-it-ios", "rambler-digital-solutions+rambler-it-ios/rviper_controller"),
      ("rosberry+Rosberry-Generamba-Templates", "rosberry+Rosberry-Generamba-Templates/rsb_mvp_vm_list_module"),
      ("rosberry+Rosberry-Generamba-Templates", "rosberry+Rosberry-Generamba-Templates/rsb_cell"),
    ]
    for (project, template) in rambafileCases {
      let name = String(template.split(separator: "/").last!)
      cases.append(
        (
          "expected-rambafile/\(project)/\(name)", root.appendingPathComponent("templates/\(template)"),
          root.appendingPathComponent("rambafiles/\(project)/Rambafile"),
          root.appendingPathComponent("expected-rambafile/\(project)/\(name).tree"), []
        ))
    }

    var failures: [String] = []
    var filesCompared = 0
    for testCase in cases {
      switch try importAndGenerate(testCase.template, rambafile: testCase.rambafile, parameters: testCase.parameters) {
      case .failure(let failure):
        failures.append("\(testCase.name): \(failure.message)")
      case .success(let files):
        let expectedFiles = try expectedFiles(testCase.tree)
        filesCompared += expectedFiles.count
        let problems = differences(files, expectedFiles)
        if !problems.isEmpty { failures.append("\(testCase.name):\n  " + problems.joined(separator: "\n  ")) }
      }
    }
    print(
      "template import, Generamba conformance: \(cases.count - failures.count)/\(cases.count) cases write the same"
        + " files ( \(filesCompared) files compared)")
    XCTAssertEqual(cases.count, 51)
    for failure in failures { XCTFail(failure) }
  }

  /// A small Generamba template with the constructs the import converts.
  private func makeSpecProject(spec: String) throws -> URL {
    let project = try makeTemporaryDirectory()
    let folder = project.appendingPathComponent("Templates/small")
    try write(spec, to: folder.appendingPathComponent("small.rambaspec"))
    try write(
      "// {{ module_info.file_name }} {{ custom_parameters.title }}{% if custom_parameters.tracking %} tracked{% endif %}\n",
      to: folder.appendingPathComponent("Code/View.swift.liquid"))
    try write("// tracking\n", to: folder.appendingPathComponent("Code/Tracker.swift.liquid"))
    return project
  }

  private let smallSpec = """
    name: small
    summary: A small template
    author: Jane Doe
    version: 1.0
    code_files:
    - {name: View/View.swift, path: Code/view.swift.liquid}
    - {name: Empty/}
    {% if custom_parameters.tracking %}
    - {name: Tracker.swift, path: Code/Tracker.swift.liquid, custom_name: "{{ module_info.name }}Tracking.swift"}
    {% endif %}
    """

  func testConditionsParametersAndNotesOfAnImport() throws {
    let project = try makeSpecProject(spec: smallSpec)
    let run = runModgen(["template", "import", "Templates/small"], in: project)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("create  Templates/small/template.json"), run.stdout)
    XCTAssertTrue(run.stdout.contains("parameters from custom_parameters: title (string), tracking (bool)"), run.stdout)
    XCTAssertTrue(run.stderr.contains("'Empty/' has no path"), run.stderr)
    let manifest = try String(
      contentsOf: project.appendingPathComponent("Templates/small/template.json"), encoding: .utf8)
    XCTAssertTrue(manifest.contains(#""template": "Code/View.swift.liquid""#), "found ignoring case: \(manifest)")
    XCTAssertTrue(manifest.contains(#""path": "View/{{ prefix }}{{ module_info.name }}View.swift""#), manifest)
    XCTAssertTrue(
      manifest.contains(#""path": "{{ module_info.name }}Tracking.swift", "if": "custom_parameters.tracking""#),
      manifest)

    let plain = runModgen(["gen", "Login", "small", "--no-project"], in: project)
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertEqual(
      try String(contentsOf: project.appendingPathComponent("Sources/Login/View/LoginView.swift"), encoding: .utf8),
      "// LoginView.swift \n", "an optional parameter not given is nil, as an absent custom parameter was")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: project.appendingPathComponent("Sources/Login/LoginTracking.swift").path))

    let tracked = runModgen(
      ["gen", "Signup", "small", "-p", "tracking=true", "-p", "title=Hello", "--no-project"], in: project)
    XCTAssertEqual(tracked.status, 0, tracked.stderr)
    XCTAssertEqual(
      try String(contentsOf: project.appendingPathComponent("Sources/Signup/View/SignupView.swift"), encoding: .utf8),
      "// SignupView.swift Hello tracked\n")
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: project.appendingPathComponent("Sources/Signup/SignupTracking.swift").path)
    )
  }

  func testAnUndefinedVariableWarnsAndStrictRefuses() throws {
    let project = try makeSpecProject(spec: smallSpec)
    try write("{{ module_info.nmae }}\n", to: project.appendingPathComponent("Templates/small/Code/View.swift.liquid"))
    XCTAssertEqual(runModgen(["template", "import", "Templates/small"], in: project).status, 0)
    let lax = runModgen(["gen", "Login", "small", "--no-project", "--dry-run"], in: project)
    XCTAssertEqual(lax.status, 0, lax.stderr)
    XCTAssertTrue(lax.stderr.contains("View.swift.liquid:1:4: warning: 'module_info.nmae' is undefined"), lax.stderr)
    let strict = runModgen(["gen", "Login", "small", "--no-project", "--strict"], in: project)
    XCTAssertEqual(strict.status, 1, strict.stderr)
    XCTAssertTrue(strict.stderr.contains("error: 'module_info.nmae' is undefined"), strict.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Sources").path))
  }

  func testAnImportAgainIsIdenticalAndADifferingManifestNeedsForce() throws {
    let project = try makeSpecProject(spec: smallSpec)
    XCTAssertEqual(runModgen(["template", "import", "Templates/small"], in: project).status, 0)
    let again = runModgen(["template", "import", "Templates/small/small.rambaspec"], in: project)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertTrue(again.stdout.contains("identical  Templates/small/template.json"), again.stdout)

    let manifest = project.appendingPathComponent("Templates/small/template.json")
    try write("{}\n", to: manifest)
    let refused = runModgen(["template", "import", "Templates/small"], in: project)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(refused.stderr.contains("exists and differs from the import; --force replaces it"), refused.stderr)
    XCTAssertEqual(try String(contentsOf: manifest, encoding: .utf8), "{}\n", "nothing written")
    XCTAssertEqual(runModgen(["template", "import", "Templates/small", "--force"], in: project).status, 0)
    XCTAssertNotEqual(try String(contentsOf: manifest, encoding: .utf8), "{}\n")
  }

  func testOutputCopiesTheTemplateAllOrNothing() throws {
    let project = try makeSpecProject(spec: smallSpec)
    let run = runModgen(["template", "import", "Templates/small", "--output", "Converted"], in: project)
    XCTAssertEqual(run.status, 0, run.stderr)
    for file in ["template.json", "small.rambaspec", "Code/View.swift.liquid", "Code/Tracker.swift.liquid"] {
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: project.appendingPathComponent("Converted/small/\(file)").path), file)
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates/small/template.json").path))
    let twice = runModgen(["template", "import", "Templates/small", "--output", "Converted"], in: project)
    XCTAssertEqual(twice.status, 1)
    XCTAssertTrue(twice.stderr.contains("Converted/small already exists"), twice.stderr)
  }

  func testWhatCannotBeImportedIsALocatedErrorAndNothingIsWritten() throws {
    let cases: [(String, String)] = [
      (
        "code_files:\n{% for x in custom_parameters.list %}\n- {name: A.swift, path: Code/Tracker.swift.liquid}\n{% endfor %}\n",
        "small.rambaspec:2:1: error: '{% for %}' in a spec cannot be imported"
      ),
      (
        "code_files:\n- {name: A.swift, path: Code/Missing.swift.liquid}\n",
        "small.rambaspec:2:3: error: 'Code/Missing.swift.liquid' is not a file"
      ),
      (
        "code_files:\n- {name: A.swift, path: Code/Tracker.swift.liquid, custom_name: ../../A.swift}\n",
        "error: '../../A.swift' leaves the module's folder"
      ),
      (
        "code_files:\n{% if custom_parameters.x %}\n- {name: A.swift, path: Code/Tracker.swift.liquid}\n",
        "small.rambaspec:2:1: error: '{% if custom_parameters.x %}' is not closed"
      ),
      ("code_files: [\n", "small.rambaspec:"),
    ]
    for (spec, message) in cases {
      let project = try makeSpecProject(spec: spec)
      let run = runModgen(["template", "import", "Templates/small"], in: project)
      XCTAssertEqual(run.status, 1, spec)
      XCTAssertTrue(run.stderr.contains(message), "\(spec)\n\(run.stderr)")
      XCTAssertFalse(
        FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates/small/template.json").path),
        spec)
    }
    let none = runModgen(["template", "import", "Nowhere"], in: try makeTemporaryDirectory())
    XCTAssertEqual(none.status, 1)
    XCTAssertTrue(none.stderr.contains("Nowhere does not exist"), none.stderr)
  }
}

/// A failed step of a test, with its output.
struct TestFailure: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
