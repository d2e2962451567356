import Foundation
import Located
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import TemplateSpec

/// `"base"` in template.json: a template inherits its base's files and the keys it omits; `"abstract"` bases;
/// the located errors; and how a base is found in the catalog.
final class TemplateInheritanceTests: XCTestCase {
  private let project = URL(fileURLWithPath: "/project")

  private func addBase(_ fileSystem: InMemoryFileSystem, in folder: String, name: String = "base") {
    InheritanceFixtures.addBase(fileSystem, in: folder, name: name)
  }

  private func manifest(_ name: String, _ members: String) -> String {
    InheritanceFixtures.manifest(name, members)
  }

  private func catalog(_ fileSystem: InMemoryFileSystem, builtins: [String: String] = [:]) throws -> TemplateCatalog {
    try TemplateCatalog.discover(workingDirectory: project, fileSystem: fileSystem, builtins: builtins)
  }

  private func render(_ template: CatalogTemplate, parameters: [String] = []) throws -> [String: String] {
    let request = GenerationRequest(
      moduleName: "Login", template: template, outputRoot: URL(fileURLWithPath: "/out/Sources"),
      testsOutputRoot: URL(fileURLWithPath: "/out/Tests"), parameters: parameters)
    let module = try Generator(fileSystem: InMemoryFileSystem()).render(request)
    return Dictionary(uniqueKeysWithValues: module.files.map { ($0.relativePath, $0.output) })
  }

  private func problems(of template: CatalogTemplate, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
      _ = try template.loadManifest()
      XCTFail("the manifest loads", file: file, line: line)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  // MARK: Inheritance

  func testADerivedTemplateInheritsFilesSnippetsAndOmittedKeys() throws {
    let fileSystem = InMemoryFileSystem()
    addBase(fileSystem, in: "/project/Templates")
    fileSystem.addFile(
      "/project/Templates/derived/template.json",
      manifest(
        "derived",
        #""base": "base", "parameters": [{"name": "flavour", "type": "string", "default": "spicy"}, {"name": "extra", "type": "bool", "default": true}]"#
      ))
    fileSystem.addFile("/project/Templates/derived/Code/B.swift.liquid", "struct DerivedB {}\n")

    let derived = try catalog(fileSystem).template(named: "derived")
    let loaded = try derived.loadManifest()
    XCTAssertEqual(loaded.base, "base")
    XCTAssertEqual(loaded.baseLocation, "Templates/base")
    XCTAssertEqual(loaded.version, "2.0.0", "version is the template's own")
    XCTAssertEqual(loaded.author, "Ada", "omitted keys come from the base")
    XCTAssertEqual(loaded.license, "MIT")
    XCTAssertEqual(loaded.parameters.map(\.name), ["tests", "flavour", "extra"], "merged by name, base order first")
    XCTAssertEqual(loaded.parameter(named: "flavour")?.defaultValue, .string("spicy"), "replaced whole")
    XCTAssertEqual(loaded.codeFiles.map(\.template), ["Code/A.swift.liquid", "Code/B.swift.liquid"])
    XCTAssertEqual(loaded.testFiles.map(\.template), ["Tests/T.swift.liquid"])
    XCTAssertEqual(loaded.files?.displayPath(of: "Code/A.swift.liquid"), "Templates/base/Code/A.swift.liquid")
    XCTAssertEqual(loaded.files?.displayPath(of: "Code/B.swift.liquid"), "Templates/derived/Code/B.swift.liquid")
    XCTAssertEqual(
      loaded.files?.allFiles(),
      ["Code/A.swift.liquid", "Code/B.swift.liquid", "Tests/T.swift.liquid", "snippets/header.liquid", "template.json"])

    XCTAssertEqual(
      try render(derived),
      [
        "Login/LoginA.swift": "// header of base\nstruct A {} // spicy\n",
        "Login/LoginB.swift": "struct DerivedB {}\n",
        "Login/LoginTests.swift": "// xctest\n",
      ])
  }

  func testGivenKeysReplaceTheBasesWholeAndOwnSnippetsWin() throws {
    let fileSystem = InMemoryFileSystem()
    addBase(fileSystem, in: "/project/Templates")
    fileSystem.addFile(
      "/project/Templates/derived/template.json",
      manifest(
        "derived",
        #""base": "base", "author": "Bea", "code_files": [{"template": "Code/A.swift.liquid", "path": "X.swift"}], "test_files": []"#
      ))
    fileSystem.addFile("/project/Templates/derived/snippets/header.liquid", "// own header\n")
    let derived = try catalog(fileSystem).template(named: "derived")
    XCTAssertEqual(try derived.loadManifest().author, "Bea")
    XCTAssertEqual(try render(derived), ["Login/X.swift": "// own header\nstruct A {} // plain\n"])
  }

  func testBasesChainAndAnAbstractBaseNeedsNoCodeFiles() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/project/Templates/shared/template.json", manifest("shared", #""abstract": true, "license": "Apache-2.0""#))
    fileSystem.addFile("/project/Templates/shared/snippets/header.liquid", "// shared header\n")
    fileSystem.addFile(
      "/project/Templates/shared/Code/Contract.swift.liquid", "protocol {{ module_info.name }}Input {}\n")
    addBase(fileSystem, in: "/project/Templates")
    try fileSystem.removeItem(at: URL(fileURLWithPath: "/project/Templates/base/snippets/header.liquid"))
    fileSystem.addFile(
      "/project/Templates/base/template.json",
      InheritanceFixtures.baseManifest.replacingOccurrences(of: #""license": "MIT","#, with: #""base": "shared","#))
    fileSystem.addFile(
      "/project/Templates/top/template.json",
      manifest(
        "top",
        #""base": "base", "code_files": [{"template": "Code/A.swift.liquid", "path": "A.swift"}, {"template": "Code/Contract.swift.liquid", "path": "C.swift"}]"#
      ))
    let catalog = try catalog(fileSystem)
    let top = try catalog.template(named: "top")
    XCTAssertEqual(try top.loadManifest().license, "Apache-2.0", "inherited through two bases")
    XCTAssertEqual(
      try render(top),
      [
        "Login/A.swift": "// shared header\nstruct A {} // plain\n", "Login/C.swift": "protocol LoginInput {}\n",
        "Login/LoginTests.swift": "// xctest\n",
      ], "test_files inherited from the middle base")
    let shared = try catalog.template(named: "shared")
    XCTAssertTrue(shared.isAbstract)
    XCTAssertFalse(top.isAbstract, "abstract is not inherited")
    XCTAssertEqual(try shared.loadManifest().codeFiles.count, 0)
  }

  // MARK: Where a base is found

  func testAProjectTemplateMayBeBasedOnTheBuiltInItHides() throws {
    let builtins = [
      "Templates/viper/template.json": InheritanceFixtures.baseManifest.replacingOccurrences(
        of: "\"base\"", with: "\"viper\""),
      "Templates/viper/Code/A.swift.liquid": "{% include 'header' %}struct BuiltInA {}\n",
      "Templates/viper/Code/B.swift.liquid": "struct BuiltInB {}\n",
      "Templates/viper/Tests/T.swift.liquid": "// built-in tests\n",
      "Templates/viper/snippets/header.liquid": "// built-in header\n",
    ]
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/project/Templates/viper/template.json", manifest("viper", #""base": "viper""#))
    fileSystem.addFile("/project/Templates/viper/Code/B.swift.liquid", "struct TeamB {}\n")
    fileSystem.addFile("/project/Templates/team/template.json", manifest("team", #""base": "viper""#))
    let catalog = try catalog(fileSystem, builtins: builtins)

    let viper = try catalog.template(named: "viper")
    XCTAssertEqual(viper.origin, .project)
    XCTAssertEqual(try viper.loadManifest().baseLocation, "<built-in>/viper")
    XCTAssertEqual(
      try render(viper),
      [
        "Login/LoginA.swift": "// built-in header\nstruct BuiltInA {}\n", "Login/LoginB.swift": "struct TeamB {}\n",
        "Login/LoginTests.swift": "// built-in tests\n",
      ])
    // Another project template naming `viper` gets the nearest: the project's, itself based on the built-in.
    XCTAssertEqual(try render(try catalog.template(named: "team"))["Login/LoginB.swift"], "struct TeamB {}\n")
  }

  func testANearerTemplateDoesNotChangeWhatAFartherOneInherits() throws {
    let builtins = [
      "Templates/common/template.json": manifest("common", #""abstract": true"#),
      "Templates/common/snippets/header.liquid": "// built-in header\n",
      "Templates/screen/template.json": manifest(
        "screen", #""base": "common", "code_files": [{"template": "S.liquid", "path": "S.swift"}]"#),
      "Templates/screen/S.liquid": "{% include 'header' %}",
    ]
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/project/Templates/common/template.json", manifest("common", #""abstract": true"#))
    fileSystem.addFile("/project/Templates/common/snippets/header.liquid", "// the project's header\n")
    let catalog = try catalog(fileSystem, builtins: builtins)
    XCTAssertEqual(try render(try catalog.template(named: "screen")), ["Login/S.swift": "// built-in header\n"])
  }

  // MARK: Errors

  func testAnUnknownBaseIsLocatedAtTheBaseKeyWithASuggestion() throws {
    let fileSystem = InMemoryFileSystem()
    addBase(fileSystem, in: "/project/Templates", name: "container")
    fileSystem.addFile(
      "/project/Templates/scroll/template.json",
      "{\n  \"name\": \"scroll\", \"summary\": \"s\", \"version\": \"1\",\n  \"base\": \"contaner\"\n}\n")
    XCTAssertEqual(
      problems(of: try catalog(fileSystem).template(named: "scroll")),
      [
        """
        Templates/scroll/template.json:3:11: error: base: unknown base template 'contaner'; did you mean 'container'?
          "base": "contaner"
                  ^
        """
      ])
  }

  func testATemplateCannotBeItsOwnBase() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/project/Templates/solo/template.json", manifest("solo", #""base": "solo""#))
    XCTAssertEqual(
      problems(of: try catalog(fileSystem).template(named: "solo")).first?.components(separatedBy: "\n").first,
      "Templates/solo/template.json:1:62: error: base: unknown base template 'solo'"
        + " (a template can be based on one it hides, not on itself)")
  }

  func testACycleIsReportedWithItsPath() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/project/Templates/a/template.json", manifest("a", #""base": "b""#))
    fileSystem.addFile("/project/Templates/b/template.json", manifest("b", #""base": "a""#))
    let messages = problems(of: try catalog(fileSystem).template(named: "a"))
    XCTAssertTrue(
      messages.contains {
        $0.hasPrefix("Templates/b/template.json:1:59: error: base: base 'a' leads back to itself: a → b → a")
      },
      "\(messages)")
    XCTAssertTrue(
      messages.contains {
        $0.hasPrefix("Templates/a/template.json:1:59: error: base: base template 'b' (Templates/b) has 1 problem(s)")
      },
      "\(messages)")
  }

  func testABaseWithProblemsIsReportedWithItsProblemsInItsOwnFiles() throws {
    let fileSystem = InMemoryFileSystem()
    addBase(fileSystem, in: "/project/Templates")
    fileSystem.addFile("/project/Templates/base/Code/B.swift.liquid", "{% if %}\n")
    fileSystem.addFile("/project/Templates/derived/template.json", manifest("derived", #""base": "base""#))
    let messages = problems(of: try catalog(fileSystem).template(named: "derived"))
    XCTAssertEqual(messages.count, 2, "\(messages)")
    XCTAssertTrue(messages[0].hasPrefix("Templates/derived/template.json:1:65: error: base: base template 'base'"))
    XCTAssertTrue(messages[1].hasPrefix("Templates/base/Code/B.swift.liquid:1:"), messages[1])
  }

  func testAnOverridingFileThatDoesNotParseIsReportedInItsFile() throws {
    let fileSystem = InMemoryFileSystem()
    addBase(fileSystem, in: "/project/Templates")
    fileSystem.addFile("/project/Templates/derived/template.json", manifest("derived", #""base": "base""#))
    fileSystem.addFile("/project/Templates/derived/Code/A.swift.liquid", "{{ broken\n")
    let messages = problems(of: try catalog(fileSystem).template(named: "derived"))
    XCTAssertEqual(messages.count, 1, "\(messages)")
    XCTAssertTrue(messages[0].hasPrefix("Templates/derived/Code/A.swift.liquid:1:"), messages[0])
  }

  func testAnAbstractTemplateIsNotGenerated() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/project/Templates/shared/template.json",
      "{\"name\": \"shared\", \"summary\": \"s\",\n \"version\": \"1\", \"abstract\": true}")
    let shared = try catalog(fileSystem).template(named: "shared")
    XCTAssertThrowsError(try render(shared)) { error in
      let lines = (error as? GenerationError)?.diagnostics.map(\.description).joined().components(separatedBy: "\n")
      XCTAssertEqual(
        lines,
        [
          "Templates/shared/template.json:2:30: error: template 'shared' is abstract: it is a base for other templates"
            + " (\"base\": \"shared\") and does not generate a module itself",
          #" "version": "1", "abstract": true}"#, String(repeating: " ", count: 29) + "^",
        ])
    }
  }

  func testAConcreteTemplateOfAnAbstractBaseNeedsCodeFiles() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/project/Templates/shared/template.json", manifest("shared", #""abstract": true"#))
    fileSystem.addFile("/project/Templates/empty/template.json", manifest("empty", #""base": "shared""#))
    XCTAssertEqual(
      problems(of: try catalog(fileSystem).template(named: "empty")).first?.components(separatedBy: "\n").first,
      "Templates/empty/template.json:1:1: error: missing required key 'code_files' (its base has none to inherit)")
  }

  func testAMissingSnippetIsLookedForInTheBasesToo() throws {
    let fileSystem = InMemoryFileSystem()
    addBase(fileSystem, in: "/project/Templates")
    fileSystem.addFile("/project/Templates/derived/template.json", manifest("derived", #""base": "base""#))
    fileSystem.addFile("/project/Templates/derived/Code/B.swift.liquid", "{% include 'heder' %}")
    XCTAssertThrowsError(try render(try catalog(fileSystem).template(named: "derived"))) { error in
      let message = (error as? GenerationError)?.diagnostics.first?.message ?? ""
      XCTAssertTrue(
        message.contains(
          "there is no snippets/heder.liquid or snippets/heder in Templates/derived or its base templates;"
            + " did you mean 'header'?"), message)
    }
  }

  func testAnInheritedRepetitionKeepsItsListParameter() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/project/Templates/list/template.json",
      manifest(
        "list",
        #""parameters": [{"name": "items", "type": "list", "default": ["A"]}], "code_files": [{"template": "I.liquid", "path": "{{ item.name }}.swift", "for_each": "items"}]"#
      ))
    fileSystem.addFile("/project/Templates/list/I.liquid", "struct {{ item.name }} {}\n")
    fileSystem.addFile(
      "/project/Templates/derived/template.json",
      manifest("derived", #""base": "list", "parameters": [{"name": "items", "type": "string", "default": "A"}]"#))
    XCTAssertEqual(
      problems(of: try catalog(fileSystem).template(named: "derived")).first?.components(separatedBy: "\n").first,
      "Templates/derived/template.json:1:87: error: parameters: 'items' must stay a list parameter: the code_files"
        + " this template inherits repeat for it (for_each)")
  }
}
