import Foundation
import Liquid
import ModgenTestSupport
import XCTest

@testable import TemplateSpec

final class ManifestTests: XCTestCase {
  func testFixtureManifestLoads() throws {
    let manifest = try Fixtures.template("sample").loadManifest()
    XCTAssertEqual(manifest.name, "sample")
    XCTAssertEqual(manifest.version, "1.2.0")
    XCTAssertEqual(manifest.license, "MIT")
    XCTAssertEqual(manifest.parameters.map(\.name), ["tests", "with_router", "greeting"])
    XCTAssertEqual(manifest.parameters[0].kind, .choice)
    XCTAssertEqual(manifest.parameters[0].choices, ["xctest", "swift-testing"])
    XCTAssertEqual(manifest.parameters[0].defaultValue, .string("xctest"))
    XCTAssertEqual(manifest.parameters[1].defaultValue, .bool(false))
    XCTAssertEqual(manifest.codeFiles.map(\.template).count, 3)
    XCTAssertEqual(manifest.codeFiles[2].condition, "with_router")
    XCTAssertEqual(manifest.testFiles.map(\.path), ["{{ module_info.name }}PresenterTests.swift"])
    XCTAssertEqual(manifest.file, "Fixtures/sample/template.json")
  }

  /// Variants repeat the same `path` and `if` snippets: each entry renders its own, and a broken
  /// snippet is reported at every place it appears, not only the first.
  func testRepeatedSnippetsRenderAndFailAtEachPlace() throws {
    let good = """
      {
        "name": "twice", "summary": "s", "version": "1.0.0",
        "code_files": [
          { "template": "A.liquid", "path": "{{ module_info.name }}A.swift", "if": "flag" },
          { "template": "B.liquid", "path": "{{ module_info.name }}A.swift", "if": "flag" }
        ]
      }
      """
    let goodFiles = InMemoryFileSystem([
      "/t/twice/template.json": good, "/t/twice/A.liquid": "a", "/t/twice/B.liquid": "b",
    ])
    let manifest = try TemplateManifest.load(
      name: "twice",
      files: DirectoryTemplateFiles(directory: URL(fileURLWithPath: "/t/twice"), fileSystem: goodFiles, location: "T"))
    XCTAssertEqual(manifest.codeFiles.count, 2)
    for entry in manifest.codeFiles {
      let object = LiquidObject([
        ("module_info", .object(LiquidObject([("name", .string("Cart"))]))), ("flag", .bool(true)),
      ])
      XCTAssertEqual(try entry.pathTemplate.render(object).output, "CartA.swift")
      XCTAssertEqual(try entry.conditionTemplate?.render(object).output, "true")
    }
    let broken = """
      {
        "name": "twice", "summary": "s", "version": "1.0.0",
        "code_files": [
          { "template": "A.liquid", "path": "{{ module_info.name }A.swift" },
          { "template": "B.liquid", "path": "{{ module_info.name }A.swift" }
        ]
      }
      """
    let brokenFiles = InMemoryFileSystem([
      "/t/twice/template.json": broken, "/t/twice/A.liquid": "a", "/t/twice/B.liquid": "b",
    ])
    XCTAssertThrowsError(
      try TemplateManifest.load(
        name: "twice",
        files: DirectoryTemplateFiles(
          directory: URL(fileURLWithPath: "/t/twice"), fileSystem: brokenFiles, location: "T"))
    ) { error in
      let places = (error as? ManifestError)?.problems.map { "\($0.jsonPath) \($0.diagnostic.line ?? 0)" }
      XCTAssertEqual(places, ["code_files[0].path 4", "code_files[1].path 5"])
    }
  }

  /// One manifest with many mistakes: every one is reported, each with its JSON path and position.
  func testEveryProblemIsReportedWithPathAndPosition() throws {
    let text = """
      {
        "name": "broken",
        "sumary": "typo",
        "version": 1,
        "parameters": [
          { "name": "tests", "type": "choice", "choices": ["xctest", "swift-testing"], "default": "xctets" },
          { "name": "flag", "type": "boolean" },
          { "name": "tests", "type": "string" },
          { "name": "date", "type": "string" },
          { "name": "count", "type": "int", "default": "three" },
          { "name": "mode", "type": "choice", "choices": ["a"] },
          { "name": "must", "type": "string", "required": true, "default": "x" }
        ],
        "code_files": [
          { "template": "Code/Missing.swift.liquid", "path": "{{ module_info.name }View.swift" },
          { "template": "Code/Bad.swift.liquid", "path": "ok.swift", "if": "tests ==" },
          { "template": "../escape.liquid", "path": "x.swift", "extra": 1 }
        ]
      }
      """
    let fileSystem = InMemoryFileSystem([
      "/t/broken/template.json": text,
      "/t/broken/Code/Bad.swift.liquid": "fine\n{% if x %}never closed\n",
      "/t/broken/Code/Missing.swift.liqiud": "typo in extension\n",
    ])
    let files = DirectoryTemplateFiles(
      directory: URL(fileURLWithPath: "/t/broken"), fileSystem: fileSystem, location: "T/broken")
    XCTAssertThrowsError(try TemplateManifest.load(name: "broken", files: files)) { error in
      guard let error = error as? ManifestError else { return XCTFail("\(error)") }
      let found = error.problems.map {
        "\($0.jsonPath) \($0.diagnostic.line ?? 0):\($0.diagnostic.column ?? 0) \($0.diagnostic.message)"
      }
      let expected = [
        "sumary 3:3 sumary: unknown key 'sumary'; did you mean 'summary'?",
        "$ 1:1 missing required key 'summary'",
        "version 4:14 version: expected a string, found a number",
        "parameters[0].default 6:93 parameters[0].default: default 'xctets' is not one of the choices (xctest, swift-testing); did you mean 'xctest'?",
        "parameters[1].type 7:31 parameters[1].type: unknown type 'boolean'; did you mean 'bool'?",
        "parameters[2] 8:5 parameters[2]: parameter 'tests' is declared twice",
        "parameters[3].name 9:15 parameters[3].name: parameter name 'date' is reserved: modgen sets that variable itself",
        "parameters[4].default 10:50 parameters[4].default: default of an int parameter must be an integer, found a string",
        "parameters[6].default 12:70 parameters[6].default: a required parameter has no default; remove 'default' or 'required'",
        "code_files[0].template 15:19 code_files[0].template: template file 'Code/Missing.swift.liquid' does not exist in T/broken; did you mean 'Code/Missing.swift.liqiud'?",
        "code_files[0].path 15:57 code_files[0].path: …",
        "code_files[1].template 2:1 …",
        "code_files[1].if 16:79 code_files[1].if: …",
        "code_files[2].extra 17:58 code_files[2].extra: unknown key 'extra'; expected one of template, path, if, for_each, as",
        "code_files[2].template 17:19 code_files[2].template: '../escape.liquid' contains '..'; it would leave the output folder",
      ]
      // Messages written by the Liquid engine end in "…" here: only their place is checked.
      for (index, line) in expected.enumerated() where index < found.count {
        if line.hasSuffix("…") {
          XCTAssertTrue(found[index].hasPrefix(line.dropLast()), "problem \(index): \(found[index])")
        } else {
          XCTAssertEqual(found[index], line, "problem \(index)")
        }
      }
      XCTAssertEqual(found.count, expected.count, found.joined(separator: "\n"))
      // The printed form carries file:line:col, the source line and a caret.
      let printed = error.problems[0].description
      XCTAssertEqual(
        printed,
        """
        T/broken/template.json:3:3: error: sumary: unknown key 'sumary'; did you mean 'summary'?
          "sumary": "typo",
          ^
        """)
      XCTAssertEqual(error.problems[5].diagnostic.notes, ["first declared at 6:5"])
      XCTAssertEqual(error.problems[11].diagnostic.file, "T/broken/Code/Bad.swift.liquid")
    }
  }

  func testJSONSyntaxErrorIsLocated() {
    let fileSystem = InMemoryFileSystem(["/t/x/template.json": "{\n  \"name\": \"x\",\n  \"summary\" \"no colon\"\n}\n"]
    )
    let files = DirectoryTemplateFiles(
      directory: URL(fileURLWithPath: "/t/x"), fileSystem: fileSystem, location: "/t/x")
    XCTAssertThrowsError(try TemplateManifest.load(name: "x", files: files)) { error in
      let problem = (error as? ManifestError)?.problems.first
      XCTAssertEqual(problem?.jsonPath, "$")
      XCTAssertEqual(problem?.diagnostic.file, "/t/x/template.json")
      XCTAssertEqual(problem?.diagnostic.line, 3)
      XCTAssertEqual((error as? ManifestError)?.problems.count, 1)
    }
  }

  func testMissingManifestAndFolderNameMismatch() {
    let fileSystem = InMemoryFileSystem([
      "/t/a/Code/x.liquid": "x",
      "/t/b/template.json": #"{"name": "other", "summary": "s", "version": "1.0.0", "code_files": []}"#,
    ])
    let missing = DirectoryTemplateFiles(directory: URL(fileURLWithPath: "/t/a"), fileSystem: fileSystem)
    XCTAssertThrowsError(try TemplateManifest.load(name: "a", files: missing)) { error in
      XCTAssertEqual((error as? ManifestError)?.problems.first?.diagnostic.message, "template.json not found")
    }
    let mismatched = DirectoryTemplateFiles(directory: URL(fileURLWithPath: "/t/b"), fileSystem: fileSystem)
    XCTAssertThrowsError(try TemplateManifest.load(name: "b", files: mismatched)) { error in
      let messages = (error as? ManifestError)?.problems.map(\.diagnostic.message) ?? []
      XCTAssertEqual(
        messages,
        [
          "name: name 'other' differs from the template's folder name 'b'",
          "code_files: a template must write at least one code file",
        ])
    }
  }
}

extension ManifestTests {
  func testFormatIsCheckedAgainstTypeAndDefault() throws {
    let manifest = """
      {"name": "t", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "parameters": [
         {"name": "a", "type": "string", "format": "swift-typ"},
         {"name": "b", "type": "bool", "default": true, "format": "swift-type"},
         {"name": "c", "type": "string", "default": "Fetch Orders", "format": "swift-type"},
         {"name": "d", "type": "string", "default": "loadCart", "format": "swift-type"}
       ],
       "code_files": [], "test_files": []}
      """
    let files = DirectoryTemplateFiles(
      directory: URL(fileURLWithPath: "/t/t"), fileSystem: InMemoryFileSystem(["/t/t/template.json": manifest]),
      location: "/t/t")
    XCTAssertThrowsError(try TemplateManifest.load(name: "t", files: files)) { error in
      let messages = (error as? ManifestError)?.diagnostics.map(\.message) ?? []
      XCTAssertEqual(
        messages,
        [
          "parameters[0].format: unknown format 'swift-typ'; did you mean 'swift-type'?",
          "parameters[1].format: 'format' only applies to parameters of type string or list",
          "parameters[2].default: default 'Fetch Orders' is not a Swift type name (letters and digits, starting with"
            + " a letter, not a keyword); did you mean 'FetchOrders'?",
          "code_files: a template must write at least one code file",
        ], "\(error)")
    }
  }
}

extension ManifestTests {
  private func load(_ manifest: String) throws -> TemplateManifest {
    let files = DirectoryTemplateFiles(
      directory: URL(fileURLWithPath: "/t/t"),
      fileSystem: InMemoryFileSystem(["/t/t/template.json": manifest, "/t/t/A.liquid": "a"]), location: "/t/t")
    return try TemplateManifest.load(name: "t", files: files)
  }

  func testLiquidModeAndOptionalParameters() throws {
    let base = #""name": "t", "summary": "s", "version": "1", "code_files": [{"template": "A.liquid", "path": "A"}]"#
    XCTAssertEqual(try load("{\(base)}").liquidMode, .strict)
    XCTAssertEqual(try load(#"{\#(base), "liquid": "lax"}"#).liquidMode, .lax)
    XCTAssertThrowsError(try load(#"{\#(base), "liquid": "loose"}"#)) { error in
      XCTAssertEqual(
        (error as? ManifestError)?.diagnostics.map(\.message), [#"liquid: must be "strict" or "lax", not "loose""#])
    }
    let parameters = try load(
      #"{\#(base), "parameters": [{"name": "a", "type": "string"}, {"name": "b", "type": "string", "required": false}]}"#
    ).parameters
    XCTAssertEqual(parameters.map(\.required), [true, false], "only an explicit false makes a parameter optional")
  }
}
