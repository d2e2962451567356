import Liquid
import Located
import XCTest

/// Lax renders list the undefined variables and keys they read, located, once per place.
final class UndefinedVariablesTests: XCTestCase {
  func testLaxRenderRecordsEachUndefinedPathOncePerPlace() throws {
    let template = try Template.parse(
      "{{ a }}{{ missing }}\n{% for i in (1..3) %}{{ info.nope }}{% endfor %}{% if custom.with %}x{% endif %}{{ a.b }}",
      file: "t.liquid")
    let result = try template.render(LiquidObject([("a", "A"), ("info", .object(LiquidObject([("x", 1)])))]))
    XCTAssertEqual(result.output, "A\n")
    XCTAssertEqual(result.undefinedVariables.map(\.name), ["missing", "info.nope", "custom", "a.b"])
    XCTAssertEqual(result.undefinedVariables[0].location, SourceLocation(file: "t.liquid", line: 1, column: 11))
    XCTAssertEqual(result.undefinedVariables[1].location.line, 2)
    XCTAssertEqual(
      result.undefinedVariables[1].sourceLine,
      "{% for i in (1..3) %}{{ info.nope }}{% endfor %}"
        + "{% if custom.with %}x{% endif %}{{ a.b }}")
  }

  func testPartialsReportTheirOwnFile() throws {
    let template = try Template.parse("{% include 'header' %}", file: "main.liquid")
    let result = try template.render(
      LiquidObject(), options: RenderOptions(partials: InMemoryPartialSource(["header.liquid": "// {{ year }}"])))
    XCTAssertEqual(result.undefinedVariables.map(\.location.file), ["header.liquid"])
    XCTAssertEqual(result.undefinedVariables.map(\.name), ["year"])
  }

  func testNothingIsRecordedWhenAllIsDefinedOrInStrictMode() throws {
    let template = try Template.parse("{{ a }}", file: "t")
    XCTAssertEqual(try template.render(LiquidObject([("a", 1)])).undefinedVariables, [])
    XCTAssertThrowsError(try Template.parse("{{ b }}", file: "t").render(LiquidObject(), options: .init(strict: true)))
  }

  func testTheRecordIsBounded() throws {
    let template = try Template.parse("{% for i in (1..5000) %}{{ x[i] }}{% endfor %}", file: "t")
    let result = try template.render(LiquidObject([("x", .object(LiquidObject()))]))
    XCTAssertEqual(result.undefinedVariables.count, RenderResult.undefinedVariablesLimit)
  }
}
