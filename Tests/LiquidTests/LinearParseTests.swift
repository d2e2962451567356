import Foundation
import XCTest

@testable import Liquid

/// Parsing cost must grow linearly with template size: counted operations (lexer steps plus
/// parser nodes) for 1k, 10k and 100k lines keep the same ratio to size.
final class LinearParseTests: XCTestCase {
  private static let block = """
    {%- comment %} a comment {% endcomment -%}
    final class {{ module_info.name | pascal_case }}Presenter: {{ prefix }}Base {
    {%- if tests == 'xctest' %}  // tests {{ forloop.index }}{% endif %}
      {% for item in items limit: 2 %}let {{ item.name }} = {{ item.value | default: 0 }}{% endfor %}
    }

    """

  private func source(lines: Int) -> String {
    String(repeating: Self.block, count: lines / 5)
  }

  func testOperationCountGrowsLinearly() throws {
    var perLine: [Double] = []
    for lines in [1_000, 10_000, 100_000] {
      let template = try Template.parse(source(lines: lines))
      perLine.append(Double(template.parseOperations) / Double(lines))
    }
    let ratio1 = perLine[1] / perLine[0]
    let ratio2 = perLine[2] / perLine[1]
    XCTAssertEqual(ratio1, 1, accuracy: 0.05, "operations per line: \(perLine)")
    XCTAssertEqual(ratio2, 1, accuracy: 0.05, "operations per line: \(perLine)")
  }
}
