import XCTest

@testable import Liquid

/// `forloop.<property>` is read without building the `forloop` object; it must read exactly
/// what the object holds, and a variable named `forloop` must still shadow it.
final class ForloopLookupTests: XCTestCase {
  private func render(_ source: String, _ variables: LiquidObject = LiquidObject()) throws -> String {
    try Template.parse(source).render(variables).output
  }

  func testPropertiesMatchTheForloopObject() throws {
    let properties = ["name", "length", "index", "index0", "rindex", "rindex0", "first", "last", "size", "missing"]
    for property in properties {
      let direct = try render(
        "{% for a in (1..2) %}{% for b in list %}{{ forloop.\(property) }}/{{ forloop.parentloop.\(property) }};"
          + "{% endfor %}{% endfor %}", LiquidObject([("list", [1, 2, 3])]))
      let viaObject = try render(
        "{% for a in (1..2) %}{% for b in list %}{% assign f = forloop %}{{ f.\(property) }}/"
          + "{{ f.parentloop.\(property) }};{% endfor %}{% endfor %}", LiquidObject([("list", [1, 2, 3])]))
      XCTAssertEqual(direct, viaObject, property)
    }
    let nested =
      "{% for a in (1..2) %}{% for b in (1..3) %}{{ forloop.index }}{{ forloop.parentloop.index }} {% endfor %}"
      + "{% endfor %}"
    XCTAssertEqual(try render(nested), "11 21 31 12 22 32 ")
    XCTAssertEqual(try render("{% for a in (1..2) %}[{{ forloop.parentloop.index }}]{% endfor %}"), "[][]")
  }

  func testLoopVariableNamedForloopShadowsIt() throws {
    XCTAssertEqual(try render("{% for forloop in (5..6) %}{{ forloop }}:{{ forloop.index }};{% endfor %}"), "5:;6:;")
  }

  func testForloopOutsideLoopsIsTheVariable() throws {
    XCTAssertEqual(try render("{{ forloop.index }}", LiquidObject([("forloop", ["index": 9])])), "9")
  }
}
