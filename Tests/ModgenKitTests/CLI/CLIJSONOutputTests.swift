import Foundation
import XCTest

@testable import ModgenCLI

final class CLIJSONOutputTests: XCTestCase {
  private struct Sample: Encodable {
    var empty: [String] = []
    var nested: [String: [Int]] = [:]
    var text = "a [\n\n] b / c"
    var values = [1, 2]
  }

  func testEmptyContainersAreCompactAndStringsUntouched() throws {
    let text = try JSONOutput.text(Sample())
    XCTAssertTrue(text.contains("\"empty\" : [],"), text)
    XCTAssertTrue(text.contains("\"nested\" : {},"), text)
    XCTAssertTrue(text.contains("\"text\" : \"a [\\n\\n] b / c\","), text)
    XCTAssertTrue(text.contains("\"values\" : [\n    1,\n    2\n  ]"), text)
    XCTAssertTrue(text.hasSuffix("}\n"))
    let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    XCTAssertEqual(decoded["text"] as? String, "a [\n\n] b / c")
  }
}
