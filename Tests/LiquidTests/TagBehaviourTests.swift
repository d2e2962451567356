import Foundation
import Liquid
import XCTest

/// Tag behaviours checked against Shopify's Ruby Liquid 5.4 (expected outputs were produced by
/// running each template through `Liquid::Template.parse(t, error_mode: :strict).render!`).
final class TagBehaviourTests: XCTestCase {
  /// (name, template, data as JSON, partials as JSON, Ruby's output)
  static let cases: [(String, String, String, String, String)] = [
    ("forloop fields", "{% for i in (1..3) %}{{ forloop.index }}{{ forloop.index0 }}{{ forloop.rindex }}{{ forloop.rindex0 }}{{ forloop.first }}{{ forloop.last }}{{ forloop.length }}|{% endfor %}", "{}", "{}", "1032truefalse3|2121falsefalse3|3210falsetrue3|"),
    ("parentloop", "{% for a in (1..2) %}{% for b in (1..2) %}{{ forloop.parentloop.index }}.{{ forloop.index }} {% endfor %}{% endfor %}", "{}", "{}", "1.1 1.2 2.1 2.2 "),
    ("forloop name", "{% for a in items %}{{ forloop.name }}{% endfor %}", "{\"items\": [1]}", "{}", "a-items"),
    ("cycle groups", "{% for i in (1..4) %}{% cycle 'a','b','c' %}{% cycle 'g': 'x','y' %}{% cycle 'a','b','c' %}{% endfor %}", "{}", "{}", "axbcyabxcayb"),
    ("increment data", "{% increment x %}{% increment x %}{{ x }}{% assign x = 9 %}{% increment x %}{{ x }}", "{\"x\": 5}", "{}", "56779"),
    ("decrement", "{% decrement y %}{% decrement y %}{% increment y %}{{ y }}", "{}", "{}", "-1-2-2-1"),
    ("include for", "{% include 'p' for items as it %}", "{\"items\": [\"a\", \"b\"]}", "{\"p\": \"[{{ it }}]\"}", "[a][b]"),
    ("include with", "{% include 'p' with items %}", "{\"items\": [\"a\", \"b\"]}", "{\"p\": \"[{{ p }}]\"}", "[a][b]"),
    ("include var named like partial", "{% include 'p' %}", "{\"p\": \"hello\"}", "{\"p\": \"[{{ p }}]\"}", "[hello]"),
    ("include shares scope", "{% assign a = 1 %}{% include 'p' %}{{ b }}", "{}", "{\"p\": \"{{ a }}{% assign b = 2 %}\"}", "12"),
    ("include attrs", "{% include 'p', x: 1, y: 'z' %}{{ x }}", "{}", "{\"p\": \"{{ x }}{{ y }}\"}", "1z"),
    ("render isolated", "{% assign a = 1 %}{% render 'p' %}{{ b }}", "{\"g\": \"G\"}", "{\"p\": \"[{{ a }}{{ g }}{% assign b = 2 %}]\"}", "[]"),
    ("render for", "{% render 'p' for items as it %}", "{\"items\": [\"a\", \"b\"]}", "{\"p\": \"{{ it }}{{ forloop.index }}{{ forloop.last }}{{ forloop.name }} \"}", "a1falsep b2truep "),
    ("render with", "{% render 'p' with items as it %}", "{\"items\": [\"a\", \"b\"]}", "{\"p\": \"{{ it | join: ',' }}\"}", "a,b"),
    ("render for hash", "{% render 'p' for h as it %}", "{\"h\": {\"k\": 1, \"j\": 2}}", "{\"p\": \"{{ it | join: ',' }};\"}", "k,1;j,2;"),
    ("tablerow", "{% tablerow i in (1..5) cols:2 %}{{ i }}{{ tablerowloop.col }}{% endtablerow %}", "{}", "{}", "<tr class=\"row1\">\n<td class=\"col1\">11</td><td class=\"col2\">22</td></tr>\n<tr class=\"row2\"><td class=\"col1\">31</td><td class=\"col2\">42</td></tr>\n<tr class=\"row3\"><td class=\"col1\">51</td></tr>\n"),
    ("tablerow limit offset", "{% tablerow i in items cols:2 limit:3 offset:1 %}{{ i }}{% endtablerow %}", "{\"items\": [1, 2, 3, 4, 5]}", "{}", "<tr class=\"row1\">\n<td class=\"col1\">2</td><td class=\"col2\">3</td></tr>\n<tr class=\"row2\"><td class=\"col1\">4</td></tr>\n"),
    ("tablerow empty", "{% tablerow i in items %}{{ i }}{% endtablerow %}", "{\"items\": []}", "{}", "<tr class=\"row1\">\n</tr>\n"),
    ("ifchanged", "{% for i in items %}{% ifchanged %}{{ i }}{% endifchanged %}{% endfor %}", "{\"items\": [1, 1, 2, 2, 1]}", "{}", "121"),
    ("offset continue", "{% for i in (1..6) limit:2 %}{{ i }}{% endfor %}|{% for i in (1..6) offset:continue limit:2 %}{{ i }}{% endfor %}|{% for i in (1..6) offset:continue %}{{ i }}{% endfor %}", "{}", "{}", "12|34|56"),
    ("for reversed limit", "{% for i in (1..6) reversed limit:2 offset:1 %}{{ i }}{% endfor %}", "{}", "{}", "32"),
    ("for over hash", "{% for p in h %}{{ p[0] }}={{ p[1] }};{% endfor %}", "{\"h\": {\"b\": 1, \"a\": 2}}", "{}", "b=1;a=2;"),
    ("for over string", "{% for c in s %}[{{ c }}]{% endfor %}", "{\"s\": \"abc\"}", "{}", "[abc]"),
    ("for else", "{% for c in s %}[{{ c }}]{% else %}none{% endfor %}", "{\"s\": []}", "{}", "none"),
    ("break continue", "{% for i in (1..10) %}{% if i == 3 %}{% continue %}{% endif %}{% if i == 6 %}{% break %}{% endif %}{{ i }}{% endfor %}", "{}", "{}", "1245"),
    ("break outside", "a{% break %}b", "{}", "{}", "a"),
    ("and or right assoc", "{% if false and true or true %}T{% else %}F{% endif %}", "{}", "{}", "F"),
    ("case or", "{% case x %}{% when 1 or 2 %}A{% when 3, 4 %}B{% else %}C{% endcase %}", "{\"x\": 4}", "{}", "B"),
    ("case twice", "{% case x %}{% when 1, 1 %}A{% else %}C{% endcase %}", "{\"x\": 1}", "{}", "AA"),
    ("output hash", "{{ h }}", "{\"h\": {\"a\": 1, \"b\": [1, \"x\", null]}}", "{}", "{\"a\"=>1, \"b\"=>[1, \"x\", nil]}"),
    ("output nested array", "{{ a }}", "{\"a\": [1, [2, 3], \"x\", null, true]}", "{}", "123xtrue"),
    ("echo in liquid", "{% liquid\nassign a = 'x' | upcase\nif a == 'X'\necho a\nendif\n%}", "{}", "{}", "X"),
    ("size first last", "{{ a.size }}{{ a.first }}{{ a.last }}{{ s.size }}{{ h.size }}", "{\"a\": [1, 2, 3], \"s\": \"héllo\", \"h\": {\"a\": 1}}", "{}", "31351"),
    ("negative index", "{{ a[-1] }}{{ a[0] }}{{ a[9] }}", "{\"a\": [1, 2, 3]}", "{}", "31"),
    ("bracket root", "{{ ['my key'] }}{{ [k] }}", "{\"my key\": \"v\", \"k\": \"my key\"}", "{}", "vv"),
    ("comparison nil", "{% if nil < 1 %}T{% else %}F{% endif %}{% if x > 1 %}T{% else %}F{% endif %}", "{}", "{}", "FF"),
    ("contains", "{% if 'hello' contains 'ell' %}1{% endif %}{% if a contains 2 %}2{% endif %}{% if h contains 'k' %}3{% endif %}", "{\"a\": [1, 2], \"h\": {\"k\": 1}}", "{}", "123"),
    ("whitespace ctl", "a  {%- if true -%}  b  {%- endif -%}  c {{- 'd' -}} e", "{}", "{}", "abcde"),
    ("capture", "{% capture x %}{{ 1 }}{{ 2 }}{% endcapture %}{{ x }}{{ x.size }}", "{}", "{}", "122"),
    ("unknown filter lax", "{{ 'a' | nosuch | upcase }}", "{}", "{}", "A"),
    ("range float", "{% for i in (1.5..3.7) %}{{ i }}{% endfor %}", "{}", "{}", "123"),
    ("range var", "{% for i in (a..b) %}{{ i }}{% endfor %}", "{\"a\": \"2\", \"b\": 4}", "{}", "234"),
    ("empty output", "[{{ }}]", "{}", "{}", "[]"),
    ("nil output", "[{{ nil }}{{ x }}{{ false }}{{ true }}]", "{}", "{}", "[falsetrue]"),
    ("assign filters", "{% assign x = 'a,b' | split: ',' | join: '-' %}{{ x }}", "{}", "{}", "a-b"),
    ("raw", "{% raw %}{{ a }}{% endraw %}", "{}", "{}", "{{ a }}"),
    ("blank if", "x{% if true %}  \n  {% endif %}y", "{}", "{}", "xy"),
    ("blank for", "x{% for i in (1..3) %} {% assign a = i %} {% endfor %}y{{ a }}", "{}", "{}", "xy3"),
    ("blank case", "x{% case 1 %} {% when 1 %}  {% endcase %}y", "{}", "{}", "xy"),
    ("tablerow blank", "{% tablerow i in (1..2) %} {% endtablerow %}", "{}", "{}", "<tr class=\"row1\">\n<td class=\"col1\"> </td><td class=\"col2\"> </td></tr>\n"),
    ("unless elsif", "{% unless true %}a{% elsif true %}b{% else %}c{% endunless %}", "{}", "{}", "b"),
    ("strings with dashes", "{{ a-b }}{{ x.y-z }}", "{\"a-b\": 1, \"x\": {\"y-z\": 2}}", "{}", "12"),
    ("bool lookups", "{{ true.size }}", "{}", "{}", ""),
    ("hash first", "{{ h.first }}", "{\"h\": {\"a\": 1}}", "{}", "a1"),
    ("cycle var", "{% for i in (1..3) %}{% cycle a, b %}{% endfor %}", "{\"a\": \"x\", \"b\": \"y\"}", "{}", "xyx"),
    ("increment then assign", "{% assign c = 10 %}{% increment c %}{{ c }}", "{}", "{}", "010"),
    ("if array eq", "{% if a == b %}T{% else %}F{% endif %}", "{\"a\": [1, 2], \"b\": [1, 2]}", "{}", "T"),
    ("float int eq", "{% if 1 == 1.0 %}T{% endif %}", "{}", "{}", "T"),
    ("empty checks", "{% if a == empty %}1{% endif %}{% if h == empty %}2{% endif %}{% if s == empty %}3{% endif %}{% if n == empty %}4{% endif %}", "{\"a\": [], \"h\": {}, \"s\": \"\", \"s2\": \"  \"}", "{}", "123"),
  ]

  func testTagsBehaveLikeRubyLiquid() throws {
    for (name, source, data, partials, expected) in Self.cases {
      guard case .object(let variables) = try TestJSON.parse(data), case .object(let files) = try TestJSON.parse(partials)
      else { return XCTFail("bad fixture \(name)") }
      var partialSources: [String: String] = [:]
      for (key, value) in files.entries { partialSources[key] = value.stringValue }
      let options = RenderOptions(partials: InMemoryPartialSource(partialSources))
      do {
        let output = try Template.parse(source).render(variables, options: options).output
        XCTAssertEqual(output, expected, name)
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
    XCTAssertThrowsError(try template?.render(LiquidObject([("user", ["name": "Ann"])]), options: RenderOptions(strict: true)))
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
    let output = try Template.parse("{% render 'a' %}/{% include 'b' %}").render(LiquidObject(), options: options).output
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
}
