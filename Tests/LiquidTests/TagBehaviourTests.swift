import Foundation
import Liquid
import XCTest

/// Tag behaviours checked against Shopify's Ruby Liquid 5.4: Snapshots/ruby-tag-cases.json holds
/// templates with the output Ruby printed for each (`Liquid::Template.parse(t, error_mode: :strict).render!`).
final class TagBehaviourTests: XCTestCase {
  func testTagsBehaveLikeRubyLiquid() throws {
    let url = DiagnosticsTests.snapshots.appendingPathComponent("ruby-tag-cases.json")
    guard case .object(let root) = try TestJSON.parse(String(contentsOf: url, encoding: .utf8)),
      case .array(let cases)? = root["cases"]
    else { return XCTFail("bad ruby-tag-cases.json") }
    XCTAssertGreaterThan(cases.count, 50)
    for case .object(let testCase) in cases {
      let name = testCase["name"]?.stringValue ?? "?"
      guard case .object(let variables)? = testCase["data"], case .object(let files)? = testCase["partials"] else {
        return XCTFail("bad fixture \(name)")
      }
      var partialSources: [String: String] = [:]
      for (key, value) in files.entries { partialSources[key] = value.stringValue }
      let options = RenderOptions(partials: InMemoryPartialSource(partialSources))
      do {
        let output = try Template.parse(testCase["template"]?.stringValue ?? "").render(variables, options: options)
        XCTAssertEqual(output.output, testCase["ruby_output"]?.stringValue, name)
      } catch {
        XCTFail("\(name): \(error)")
      }
    }
  }

  func testComparingIntegerWithStringIsAnError() {
    XCTAssertThrowsError(try Template.parse("{% if 1 < 'a' %}T{% endif %}").render(LiquidObject())) {
      XCTAssertEqual(($0 as? LiquidError)?.message, "comparison of Integer with String failed")
    }
  }

  func testParseOnceRenderManyWithDifferentData() throws {
    let template = try Template.parse("{% for x in xs %}{{ x }}{% endfor %}{% increment n %}")
    XCTAssertEqual(try template.render(LiquidObject([("xs", [1, 2])])).output, "120")
    XCTAssertEqual(try template.render(LiquidObject([("xs", ["a"])])).output, "a0")
  }

  func testStrictModeAcceptsDefinedPathsAndCommands() throws {
    let data = LiquidObject([("list", [1, 2, 3]), ("user", ["name": "Ann"])])
    let source = "{{ list.size }} {{ list.first }} {{ user.name }} {% for i in list %}{{ forloop.index }}{% endfor %}"
    let output = try Template.parse(source).render(data, options: RenderOptions(strict: true)).output
    XCTAssertEqual(output, "3 1 Ann 123")
  }

  func testStrictModeRejectsMissingKeysInConditions() {
    let template = try? Template.parse("{% if user.admin %}x{% endif %}")
    XCTAssertThrowsError(
      try template?.render(LiquidObject([("user", ["name": "Ann"])]), options: RenderOptions(strict: true)))
  }

  func testExtraFiltersOverrideAndExtend() throws {
    let options = RenderOptions(filters: ["shout": { input, _ in .string(input.outputString + "!") }])
    XCTAssertEqual(try Template.parse("{{ 'hi' | shout }}").render(LiquidObject(), options: options).output, "hi!")
  }

  func testDirectoryPartialsPreferDotLiquid() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liquid-partials-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "with extension".write(to: folder.appendingPathComponent("a.liquid"), atomically: true, encoding: .utf8)
    try "without".write(to: folder.appendingPathComponent("a"), atomically: true, encoding: .utf8)
    try "plain".write(to: folder.appendingPathComponent("b"), atomically: true, encoding: .utf8)
    let options = RenderOptions(partials: DirectoryPartialSource(directory: folder))
    let output = try Template.parse("{% render 'a' %}/{% include 'b' %}").render(LiquidObject(), options: options)
      .output
    XCTAssertEqual(output, "with extension/plain")
  }

  func testPartialsAreParsedOncePerRender() throws {
    final class CountingSource: PartialSource, @unchecked Sendable {
      var loads = 0
      func loadPartial(named name: String) throws -> (source: String, file: String)? {
        loads += 1
        return ("[{{ i }}]", name)
      }
    }
    let source = CountingSource()
    let template = try Template.parse("{% for i in (1..5) %}{% include 'p' %}{% endfor %}")
    let output = try template.render(LiquidObject(), options: RenderOptions(partials: source)).output
    XCTAssertEqual(output, "[1][2][3][4][5]")
    XCTAssertEqual(source.loads, 1)
  }

  func testAPartialWhoseTextChangesIsNotServedFromTheCache() throws {
    final class ChangingSource: PartialSource, @unchecked Sendable {
      var text = "first {{ x }}"
      func loadPartial(named name: String) throws -> (source: String, file: String)? { (text, "changing.liquid") }
    }
    let source = ChangingSource()
    let template = try Template.parse("{% include 'p' %}")
    let variables = LiquidObject([("x", 1)])
    XCTAssertEqual(try template.render(variables, options: RenderOptions(partials: source)).output, "first 1")
    source.text = "second {{ x | plus: 1 }}"
    XCTAssertEqual(try template.render(variables, options: RenderOptions(partials: source)).output, "second 2")
    source.text = "first {{ x }}"
    XCTAssertEqual(try template.render(variables, options: RenderOptions(partials: source)).output, "first 1")
  }

  func testReadmeExampleRendersAsDocumented() throws {
    let source = """
      final class {{ module_info.name }}Presenter {
        // {{ module_info.description | default: "No description" | upcase }}
        let key = "{{ module_info.name | snake_case }}"
      }
      """
    let output = try Template.parse(source).render(LiquidObject([("module_info", ["name": "UserProfile"])])).output
    XCTAssertEqual(output, "final class UserProfilePresenter {\n  // NO DESCRIPTION\n  let key = \"user_profile\"\n}")
  }
}
