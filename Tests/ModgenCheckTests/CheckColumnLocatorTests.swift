import XCTest

@testable import ModgenCheck

final class CheckColumnLocatorTests: XCTestCase {
  private func column(_ generated: String, _ column: Int, _ template: String) -> Int? {
    ColumnLocator.templateColumn(generated: generated, column: column, template: template)
  }

  func testLiteralLineMapsToTheSameColumn() {
    XCTAssertEqual(column("    return interactr", 12, "    return interactr"), 12)
  }

  func testTextAfterAnOutputTagIsShiftedByTheTag() {
    let template = "    let presenter = {{ module_info.name }}Presenter(interactr: x)"
    let generated = "    let presenter = PasscodePresenter(interactr: x)"
    let generatedColumn = Array(generated.utf8).firstIndex(of: UInt8(ascii: "(")).map { $0 + 2 }!  // 'interactr'
    let expected = Array(template.utf8).firstIndex(of: UInt8(ascii: "(")).map { $0 + 2 }!
    XCTAssertEqual(column(generated, generatedColumn, template), expected)
  }

  func testColumnInsideProducedTextMapsToTheOutputTag() {
    let template = "final class {{ module_info.name }}Presenter {"
    let generated = "final class PasscodePresenter {"
    XCTAssertEqual(column(generated, 15, template), 13)  // inside "Passcode" -> the '{{'
    XCTAssertEqual(column(generated, 21, template), 35)  // the 'P' of the literal "Presenter"
  }

  func testWhitespaceControlAndStatementTags() {
    let template = "  {%- if flag -%}  value = wrong {%- endif %}"
    let generated = "value = wrong"
    // 'wrong' is at generated column 9; in the template it starts after "  value = ".
    let expected = Array(template.utf8).count - Array("wrong {%- endif %}".utf8).count + 1
    XCTAssertEqual(column(generated, 9, template), expected)
  }

  func testFallsBackToTokenSearchAndThenNil() {
    // The generated line is only part of what the template line produced (a multi-line value).
    XCTAssertEqual(column("let x = broken", 9, "{{ a }} broken {{ b }} other"), 9)
    XCTAssertNil(column("completely different", 3, "nothing alike here"))
  }

  func testColumnPastTheEndContinuesAfterTheLastLiteral() {
    XCTAssertEqual(column("foo(", 5, "{{ name }}("), 12)
  }
}
