import Foundation
import Liquid
import XCTest

/// Limits turn runaway templates into located errors, and no input traps or overflows the stack.
final class LimitsTests: XCTestCase {
  private func render(
    _ source: String, _ data: LiquidObject = LiquidObject(), limits: RenderLimits = .init(),
    partials: [String: String] = [:]
  ) throws(LiquidError) -> String {
    let options = RenderOptions(partials: InMemoryPartialSource(partials), limits: limits)
    return try Template.parse(source).render(data, options: options).output
  }

  private func assertError(
    _ source: String, _ data: LiquidObject = LiquidObject(), limits: RenderLimits = .init(),
    partials: [String: String] = [:], contains text: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    do {
      let output = try render(source, data, limits: limits, partials: partials)
      XCTFail("expected an error, rendered \(output.prefix(80).debugDescription)", file: file, line: line)
    } catch {
      XCTAssertTrue(error.message.contains(text), error.description, file: file, line: line)
    }
  }

  func testDeeplyNestedIfIsAnErrorNotACrash() {
    let depth = 100_000
    let source = String(repeating: "{% if true %}", count: depth) + String(repeating: "{% endif %}", count: depth)
    assertError(source, contains: "nesting too deep")
  }

  func testDeeplyNestedParenthesesAndBracketsAreErrors() {
    assertError("{{ " + String(repeating: "(", count: 100_000) + " }}", contains: "nesting too deep")
    assertError("{{ a" + String(repeating: "[", count: 100_000) + " }}", contains: "nesting too deep")
  }

  func testLongConditionChainsDoNotRecurse() throws {
    let source =
      "{% if " + Array(repeating: "false", count: 50_000).joined(separator: " or ") + " or true %}yes{% endif %}"
    XCTAssertEqual(try render(source), "yes")
  }

  func testNestingJustBelowTheLimitWorks() throws {
    let source = String(repeating: "{% if true %}", count: 99) + "deep" + String(repeating: "{% endif %}", count: 99)
    XCTAssertEqual(try render(source), "deep")
  }

  func testHugeRangeDoesNotAllocateAndHitsTheIterationLimit() {
    assertError(
      "{% for i in (1..9999999999) %}{% endfor %}", limits: RenderLimits(loopIterations: 10_000),
      contains: "loop iteration limit of 10000 exceeded")
  }

  func testHugeRangeWithLimitAndOffsetIsCheap() throws {
    let output = try render("{% for i in (1..9999999999) offset: 9999999990 limit: 3 %}{{ i }},{% endfor %}")
    XCTAssertEqual(output, "9999999991,9999999992,9999999993,")
  }

  func testExtremeRangeBoundsDoNotOverflow() throws {
    let source = "{% for i in (-9223372036854775807..9223372036854775807) limit: 2 %}{{ i }} {% endfor %}"
    XCTAssertEqual(try render(source), "-9223372036854775807 -9223372036854775806 ")
    XCTAssertEqual(try render("{{ (1..9999999999999999999999) | size }}").isEmpty, false)
  }

  func testOutputLimit() {
    assertError(
      "{% for i in (1..1000) %}0123456789{% endfor %}", limits: RenderLimits(outputBytes: 5_000),
      contains: "output size limit of 5000 bytes exceeded")
  }

  func testCapturedOutputCountsTowardsTheLimit() {
    assertError(
      "{% capture x %}{% for i in (1..1000) %}0123456789{% endfor %}{% endcapture %}",
      limits: RenderLimits(outputBytes: 5_000), contains: "output size limit")
  }

  func testFilterChainBlowupIsBounded() {
    // Found by the fuzzer: each split/join multiplies the length, exponentially.
    let step = " | split: nil | join: \"#\(String(repeating: "x", count: 60))\""
    assertError(
      "{{ 'hello there' \(String(repeating: step, count: 12)) }}", limits: RenderLimits(outputBytes: 1 << 20),
      contains: "output size limit")
  }

  func testFilterWorkLimitCountsInputAndResultSizes() throws {
    // 3 iterations, each `uniq` reads 4 items (64 units) and returns 2 (32): 96 units a step.
    let source = "{% assign a = 'x,y,x,y' | split: ',' %}{% for i in a %}{{ a | uniq | size }}{% endfor %}"
    let template = try Template.parse(source)
    let roomy = RenderOptions(limits: RenderLimits(filterWork: 10_000))
    XCTAssertEqual(try template.render(LiquidObject(), options: roomy).output, "2222")
    let tight = RenderOptions(limits: RenderLimits(filterWork: 200))
    XCTAssertThrowsError(try template.render(LiquidObject(), options: tight)) { error in
      XCTAssertEqual(
        (error as? LiquidError)?.message,
        "filter work limit of 200 units exceeded (filters over large values inside a loop?)")
    }
  }

  func testIncludeDepthAndSelfInclusion() {
    assertError(
      "{% include 'me' %}", limits: RenderLimits(includeDepth: 10), partials: ["me": "{% include 'me' %}"],
      contains: "nested more than 10 deep")
    assertError("{% render 'me' %}", partials: ["me": "x{% render 'me' %}"], contains: "nested more than 100 deep")
  }

  func testDeepBlocksInsideRecursivePartialsAreBounded() {
    let nested =
      String(repeating: "{% if true %}", count: 99) + "{% include 'me' %}"
      + String(repeating: "{% endif %}", count: 99)
    assertError("{% include 'me' %}", partials: ["me": nested], contains: "nesting too deep")
  }

  func testMissingPartialsAndUnsafeNames() {
    assertError("{% include 'nope' %}", contains: "partial 'nope' not found")
    assertError("{% render 'nope' %}", contains: "partial 'nope' not found")
    let options = RenderOptions(partials: DirectoryPartialSource(directory: URL(fileURLWithPath: "/tmp")))
    for name in ["../etc/passwd", "/etc/passwd", "a/../../b"] {
      XCTAssertThrowsError(try Template.parse("{% include '\(name)' %}").render(LiquidObject(), options: options)) {
        XCTAssertTrue(($0 as? LiquidError)?.message.contains("invalid partial name") == true, "\($0)")
      }
    }
  }

  func testArbitraryGarbageNeverTraps() {
    let pieces = [
      "{{", "}}", "{%", "%}", "{%-", "-%}", "if", "for", "x", "in", "(", ")", "..", "[", "]", "'", "\"", "|", ":",
      ",", "-", "9999999999999999999999", "endif", "endfor", "liquid", "\n", "raw", "endraw", "comment", "#", "é",
      "\u{0}", "==", "contains", "cycle", "tablerow", "render", "include", "case", "when", "else", "1.5e308",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3_000 {
      var source = ""
      for _ in 0..<Int.random(in: 1...25, using: &generator) {
        source += pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "")
      }
      if let template = try? Template.parse(source) {
        let options = RenderOptions(
          partials: InMemoryPartialSource(["x": source]), limits: RenderLimits(includeDepth: 5, loopIterations: 1_000))
        _ = try? template.render(LiquidObject([("x", [1, 2]), ("a", "b")]), options: options)
        _ = try? template.render(LiquidObject(), options: RenderOptions(strict: true))
      }
    }
  }
}
