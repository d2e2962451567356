import Foundation
import XCTest

@testable import Liquid

/// Filters used through templates: chains, keyword arguments, custom filters, located errors.
final class FilterTemplateTests: XCTestCase {
  private func render(_ source: String, _ variables: LiquidObject = LiquidObject(), options: RenderOptions = .init())
    throws -> String
  {
    try Template.parse(source, file: "t.liquid").render(variables, options: options).output
  }

  func testChainsAndKeywordArguments() throws {
    let variables = LiquidObject([("name", "user profile"), ("items", [3, 1, 2]), ("flag", false)])
    XCTAssertEqual(try render("{{ name | pascal_case | append: 'Presenter' }}", variables), "UserProfilePresenter")
    XCTAssertEqual(try render("{{ items | sort | join: ', ' }}", variables), "1, 2, 3")
    XCTAssertEqual(try render("{{ flag | default: 'x', allow_false: true }}", variables), "false")
    XCTAssertEqual(try render("{{ flag | default: 'x' }}", variables), "x")
    XCTAssertEqual(try render("{{ 7 | divided_by: 2 }} {{ 7 | divided_by: 2.0 }} {{ 0.1 | plus: 0.2 }}"), "3 3.5 0.3")
    XCTAssertEqual(
      try render("{{ 'URLSession' | snake_case }}-{{ 'URLSession' | camel_case }}"), "url_session-urlSession")
  }

  func testCustomFilterFromTheDocumentation() throws {
    var options = RenderOptions()
    options.filters["shout"] = { input, _ in .string(input.outputString.uppercased() + "!") }
    let variables = LiquidObject([("name", "hi")])
    let output = try Template.parse("{{ name | shout }}").render(variables, options: options).output
    XCTAssertEqual(output, "HI!")
  }

  func testFilterErrorsAreLocated() {
    XCTAssertThrowsError(try render("line one\n  {{ 1 | divided_by: 0 }}")) { error in
      guard let error = error as? LiquidError else { return XCTFail("not a LiquidError: \(error)") }
      XCTAssertEqual(error.location.line, 2)
      XCTAssertTrue(error.message.contains("divided by 0"), error.message)
    }
  }

  func testDateFilterWithFixedClock() throws {
    let options = RenderOptions(filters: ["date": StandardFilters.date(now: Date(timeIntervalSince1970: 0))])
    XCTAssertEqual(try render("{{ 'now' | date: '%Y' }}", options: options), "1970")
  }
}
