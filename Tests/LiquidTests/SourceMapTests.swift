import Liquid
import Located
import XCTest

/// The source map must point every output line at the template line that produced its first byte.
final class SourceMapTests: XCTestCase {
  private func map(
    _ source: String, _ data: LiquidObject = LiquidObject(), partials: [String: String] = [:]
  ) throws -> (output: String, lines: [String]) {
    let template = try Template.parse(source, file: "T.liquid")
    let result = try template.render(data, options: RenderOptions(partials: InMemoryPartialSource(partials)))
    XCTAssertEqual(
      result.sourceMap.lines.count,
      result.output.split(separator: "\n", omittingEmptySubsequences: false).count
        - (result.output.hasSuffix("\n") ? 1 : 0))
    return (result.output, result.sourceMap.lines.map { $0.map { "\($0.file):\($0.line)" } ?? "?" })
  }

  func testPlainTextMapsLineByLine() throws {
    let (output, lines) = try map("a\nb\n\nc\n")
    XCTAssertEqual(output, "a\nb\n\nc\n")
    XCTAssertEqual(lines, ["T.liquid:1", "T.liquid:2", "T.liquid:3", "T.liquid:4"])
  }

  func testRemovedIfLinesShiftTheMapping() throws {
    let source = "import ModuleCore\n{% if flag -%}\nfinal class A {}\n{% endif -%}\nstruct B {}\n"
    let shown = try map(source, LiquidObject([("flag", true)]))
    XCTAssertEqual(shown.output, "import ModuleCore\nfinal class A {}\nstruct B {}\n")
    XCTAssertEqual(shown.lines, ["T.liquid:1", "T.liquid:3", "T.liquid:5"])
    let hidden = try map(source, LiquidObject([("flag", false)]))
    XCTAssertEqual(hidden.output, "import ModuleCore\nstruct B {}\n")
    XCTAssertEqual(hidden.lines, ["T.liquid:1", "T.liquid:5"])
  }

  func testUntrimmedTagsLeaveLinesMappedToTheTagLine() throws {
    let (output, lines) = try map("x\n{% if true %}\ny\n{% endif %}\nz", LiquidObject())
    XCTAssertEqual(output, "x\n\ny\n\nz")
    XCTAssertEqual(lines, ["T.liquid:1", "T.liquid:2", "T.liquid:3", "T.liquid:4", "T.liquid:5"])
  }

  func testOutputValuesMapToTheirTag() throws {
    let (output, lines) = try map("// header\n{{ body }}\nend", LiquidObject([("body", "one\ntwo")]))
    XCTAssertEqual(output, "// header\none\ntwo\nend")
    XCTAssertEqual(lines, ["T.liquid:1", "T.liquid:2", "T.liquid:2", "T.liquid:3"])
  }

  func testLoopBodiesRepeatTheirLines() throws {
    let source = "start\n{% for i in (1..3) -%}\nitem {{ i }}\n{% endfor -%}\nend\n"
    let (output, lines) = try map(source)
    XCTAssertEqual(output, "start\nitem 1\nitem 2\nitem 3\nend\n")
    XCTAssertEqual(lines, ["T.liquid:1", "T.liquid:3", "T.liquid:3", "T.liquid:3", "T.liquid:5"])
  }

  func testIncludeMapsIntoThePartialFile() throws {
    let partials = ["header": "// generated\n// by modgen\n"]
    let (output, lines) = try map("{% include 'header' %}import ModuleCore\n", partials: partials)
    XCTAssertEqual(output, "// generated\n// by modgen\nimport ModuleCore\n")
    XCTAssertEqual(lines, ["header:1", "header:2", "T.liquid:1"])
  }

  func testRenderMapsIntoThePartialFileAndBack() throws {
    let partials = ["method": "  func {{ name }}() {}\n"]
    let source = "protocol P {\n{% for name in names %}{% render 'method', name: name %}{% endfor %}}\n"
    let (output, lines) = try map(source, LiquidObject([("names", ["a", "b"])]), partials: partials)
    XCTAssertEqual(output, "protocol P {\n  func a() {}\n  func b() {}\n}\n")
    XCTAssertEqual(lines, ["T.liquid:1", "method:1", "method:1", "T.liquid:2"])
  }

  func testCaptureAndIfChangedKeepMapping() throws {
    let source = "{% capture c %}captured\n{% endcapture %}a\n{% ifchanged %}b\nc\n{% endifchanged %}{{ c }}"
    let (output, lines) = try map(source)
    XCTAssertEqual(output, "a\nb\nc\ncaptured\n")
    XCTAssertEqual(lines, ["T.liquid:2", "T.liquid:3", "T.liquid:4", "T.liquid:5"])
  }

  /// A map made from locations gives them back (unknown lines as nil, every column 1), answers by
  /// 1-based output line, and equals the map a render makes for the same lines.
  func testAMapMadeFromLocationsGivesThemBack() throws {
    let lines: [SourceLocation?] = [
      SourceLocation(file: "A.liquid", line: 3, column: 1), nil,
      SourceLocation(file: "B.liquid", line: 1, column: 1), SourceLocation(file: "A.liquid", line: 4, column: 1),
    ]
    let map = SourceMap(lines: lines)
    XCTAssertEqual(map.lines, lines)
    XCTAssertEqual(map.origin(ofOutputLine: 1), lines[0])
    XCTAssertNil(map.origin(ofOutputLine: 2))
    XCTAssertEqual(map.origin(ofOutputLine: 4), lines[3])
    XCTAssertNil(map.origin(ofOutputLine: 0))
    XCTAssertNil(map.origin(ofOutputLine: 5))

    let rendered = try Template.parse("a\nb\n", file: "T.liquid").render(LiquidObject()).sourceMap
    XCTAssertEqual(
      rendered,
      SourceMap(lines: [
        SourceLocation(file: "T.liquid", line: 1, column: 1), SourceLocation(file: "T.liquid", line: 2, column: 1),
      ]))
    XCTAssertNotEqual(rendered, map)
  }
}
