import Liquid
import XCTest

/// `Template.variableUses`: the variables a parsed template reads, from its tree.
final class TemplateVariableUsesTests: XCTestCase {
  private func uses(_ source: String) throws -> [VariableUse] { try Template.parse(source).variableUses }

  func testPathsAreLiteralUpToTheFirstComputedIndex() throws {
    XCTAssertEqual(
      try uses("{{ a.b }}{{ a['c'] }}{{ a[\"d\"].e }}{{ a[i].f }}").map(\.path),
      [["a", "b"], ["a", "c"], ["a", "d", "e"], ["a"], ["i"]])
  }

  func testTruthTestsAreWholeTermsOfConditions() throws {
    let found = try uses("{% if a and b == 1 %}{% elsif c %}{% endif %}{% unless d or e.f %}{% endunless %}")
    XCTAssertEqual(
      found,
      [
        VariableUse(path: ["a"], isTruthTest: true), VariableUse(path: ["b"], isTruthTest: false),
        VariableUse(path: ["c"], isTruthTest: true), VariableUse(path: ["d"], isTruthTest: true),
        VariableUse(path: ["e", "f"], isTruthTest: true),
      ])
  }

  func testEveryPlaceThatReadsAVariableIsSeenAndCommentsAreNot() throws {
    let source = """
      {% comment %}{{ hidden }}{% endcomment %}{% raw %}{{ raw }}{% endraw %}
      {% assign x = a | append: b %}{% for i in c limit: d %}{{ i }}{% endfor %}
      {% case e %}{% when f %}{% endcase %}{% cycle g, h %}{% render 'p', k: m %}
      """
    XCTAssertEqual(
      try uses(source).map { $0.path.joined(separator: ".") }, ["a", "b", "c", "d", "i", "e", "f", "g", "h", "m"])
  }
}
