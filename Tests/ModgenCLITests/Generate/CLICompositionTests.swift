import Foundation
import ModgenTestSupport
import XCTest

/// Templates that generate other modules with other templates (`modules`): one plan, one
/// all-or-nothing write, one line per file, and problems located in the parent's manifest.
final class CLICompositionTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory()
    try addTemplate(
      "parent",
      manifest: """
        {"name": "parent", "summary": "s", "version": "1",
         "parameters": [
           {"name": "children", "type": "list", "format": "module-name", "default": ["Header", "Body"]},
           {"name": "mode", "type": "choice", "choices": ["generate", "reference"], "default": "generate"},
           {"name": "flavour", "type": "string", "default": "plain"}
         ],
         "code_files": [{"template": "P.liquid", "path": "{{ module_info.name }}.swift"}],
         "modules": [{"template": "child", "name": "{{ child.name }}", "for_each": "children", "as": "child",
                      "if": "mode == 'generate'",
                      "parameters": {"position": "{{ child.index }}", "flavour": "{{ flavour }}"}}]}
        """, files: ["P.liquid": "// parent of {{ children | join: ', ' }}\n"])
    try addTemplate(
      "child",
      manifest: """
        {"name": "child", "summary": "s", "version": "1",
         "parameters": [{"name": "position", "type": "int"}, {"name": "flavour", "type": "string", "default": "x"}],
         "code_files": [{"template": "C.liquid", "path": "{{ module_info.name }}View.swift"}],
         "test_files": [{"template": "T.liquid", "path": "{{ module_info.name }}Tests.swift"}]}
        """,
      files: [
        "C.liquid": "// {{ module_info.name }} #{{ position }} {{ flavour }}\n",
        "T.liquid": "// tests of {{ module_info.name }}\n",
      ])
  }

  private func addTemplate(_ name: String, manifest: String, files: [String: String]) throws {
    let folder = directory.appendingPathComponent("T/\(name)")
    try write(manifest, to: folder.appendingPathComponent("template.json"))
    for (file, text) in files { try write(text, to: folder.appendingPathComponent(file)) }
  }

  private func gen(_ arguments: [String]) -> CLIRun {
    runModgen(
      ["gen", "Home", "parent", "--templates", "T"] + arguments, in: directory, environment: fixedDateEnvironment)
  }

  private func text(_ path: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
  }

  func testTheParentAndItsChildrenAreOnePlanWithOneLinePerFile() {
    let run = gen(["-p", "flavour=spicy"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) },
      [
        "create  Sources/Home/Home.swift",
        "create  Sources/Header/HeaderView.swift", "create  Tests/Header/HeaderTests.swift",
        "create  Sources/Body/BodyView.swift", "create  Tests/Body/BodyTests.swift",
        "create  .modgen/.gitignore", "create  .modgen/.gitattributes", "create  .modgen/modules/Home.json",
      ])
    XCTAssertTrue(
      text(".modgen/modules/Home.json")?.contains("\"children\": [\n    \"Header\",\n    \"Body\"\n  ]") ?? false)
    XCTAssertEqual(text("Sources/Header/HeaderView.swift"), "// Header #1 spicy\n")
    XCTAssertEqual(text("Sources/Body/BodyView.swift"), "// Body #2 spicy\n")
    // The five files and the record.
    XCTAssertEqual(gen(["-p", "flavour=spicy"]).stdout.components(separatedBy: "identical").count - 1, 6)
  }

  func testALaxChildsUndefinedVariablesAreWarnedAndRefusedWithStrict() throws {
    try addTemplate(
      "laxparent",
      manifest: """
        {"name": "laxparent", "summary": "s", "version": "1",
         "code_files": [{"template": "P.liquid", "path": "{{ module_info.name }}.swift"}],
         "modules": [{"template": "laxchild", "name": "{{ module_info.name }}Row"}]}
        """, files: ["P.liquid": "// parent\n"])
    try addTemplate(
      "laxchild",
      manifest: """
        {"name": "laxchild", "summary": "s", "version": "1", "liquid": "lax",
         "code_files": [{"template": "C.liquid", "path": "{{ module_info.name }}.swift"}]}
        """, files: ["C.liquid": "// {{ module_info.name }} {{ custom.missing }}\n"])
    let arguments = ["gen", "Home", "laxparent", "--templates", "T"]
    let strict = runModgen(arguments + ["--strict"], in: directory, environment: fixedDateEnvironment)
    XCTAssertEqual(strict.status, 1, strict.stdout)
    XCTAssertTrue(strict.stderr.contains("error: "), strict.stderr)
    XCTAssertTrue(strict.stderr.contains("C.liquid:1:"), strict.stderr)
    XCTAssertTrue(strict.stderr.contains("in module 'HomeRow' (template 'laxchild')"), strict.stderr)
    XCTAssertNil(text("Sources/Home/Home.swift"), "nothing is written when --strict refuses")

    let lax = runModgen(arguments, in: directory, environment: fixedDateEnvironment)
    XCTAssertEqual(lax.status, 0, lax.stderr)
    XCTAssertTrue(lax.stderr.contains("warning: "), lax.stderr)
    XCTAssertTrue(lax.stderr.contains("custom.missing"), lax.stderr)
    XCTAssertTrue(lax.stderr.contains("in module 'HomeRow' (template 'laxchild')"), lax.stderr)
    XCTAssertEqual(text("Sources/HomeRow/HomeRow.swift"), "// HomeRow \n")
  }

  func testAConflictInAChildWritesNothingAtAll() throws {
    try write("// mine\n", to: directory.appendingPathComponent("Sources/Body/BodyView.swift"))
    let run = gen([])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stdout.contains("conflict  Sources/Body/BodyView.swift"), run.stdout)
    XCTAssertNil(text("Sources/Home/Home.swift"), "the parent is not written either")
    XCTAssertNil(text("Sources/Header/HeaderView.swift"))
    let forced = gen(["--force", "--json"])
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertTrue(forced.stdout.contains("\"action\" : \"overwrite\""), forced.stdout)
    XCTAssertEqual(text("Sources/Body/BodyView.swift"), "// Body #2 plain\n")
  }

  func testReferenceModeGeneratesOnlyTheParent() {
    let run = gen(["-p", "mode=reference", "--dry-run"])
    XCTAssertEqual(run.status, 0, run.stderr)
    // The parent's file, then .modgen/.gitignore, .modgen/.gitattributes and the module's record.
    XCTAssertEqual(run.stdout.split(separator: "\n").count, 4, run.stdout)
    XCTAssertFalse(run.stdout.contains("Header"), run.stdout)
  }

  func testProblemsArePlacedInTheParentsManifestOrNamedByChild() throws {
    let unknown = gen(["-p", "children=Header,Task"])
    XCTAssertEqual(unknown.status, 1)
    XCTAssertTrue(unknown.stderr.contains("--param children: module name 'Task' would hide"), unknown.stderr)

    try addTemplate(
      "broken",
      manifest: """
        {"name": "broken", "summary": "s", "version": "1",
         "code_files": [{"template": "P.liquid", "path": "{{ module_info.name }}.swift"}],
         "modules": [{"template": "chlid", "name": "Side"},
                     {"template": "child", "name": "{{ module_info.name }}"},
                     {"template": "child", "name": "Lower"}]}
        """, files: ["P.liquid": "//\n"])
    let run = runModgen(
      ["gen", "Home", "broken", "--templates", "T"], in: directory, environment: fixedDateEnvironment)
    XCTAssertEqual(run.status, 1)
    let manifest = "T/broken/template.json"
    XCTAssertTrue(
      run.stderr.contains("\(manifest):3:27: error: no template 'chlid' for child module 'Side' (see modgen list)"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("\(manifest):4:44: error: module 'Home' would be generated twice"), run.stderr)
    XCTAssertTrue(run.stderr.contains("missing required parameter 'position'"), run.stderr)
    XCTAssertTrue(run.stderr.contains("note: in module 'Lower' (template 'child'), generated with 'Home'"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Sources").path))
  }

  func testCompositionIsOneLevelDeep() throws {
    try addTemplate(
      "grand",
      manifest: """
        {"name": "grand", "summary": "s", "version": "1",
         "code_files": [{"template": "P.liquid", "path": "{{ module_info.name }}.swift"}],
         "modules": [{"template": "parent", "name": "Middle"}]}
        """, files: ["P.liquid": "//\n"])
    let run = runModgen(["gen", "Top", "grand", "--templates", "T"], in: directory, environment: fixedDateEnvironment)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("composition is one level deep"), run.stderr)
    XCTAssertTrue(run.stderr.contains("note: in module 'Middle' (template 'parent'), generated with 'Top'"), run.stderr)
  }
}

extension CLICompositionTests {
  func testInfoListsTheModulesATemplateGenerates() {
    let text = runModgen(["info", "parent", "--templates", "T"], in: directory)
    XCTAssertEqual(text.status, 0, text.stderr)
    XCTAssertTrue(
      text.stdout.contains("  one per item of children  with template child  if mode is generate"),
      text.stdout)
    let json = runModgen(["info", "parent", "--templates", "T", "--json"], in: directory)
    XCTAssertTrue(json.stdout.contains("\"for_each\" : \"children\""), json.stdout)
  }
}
