import Foundation
import Located
import TestSupport
import XCTest

@testable import Liquid

/// The located, ordered, strict JSON parser.
final class JSONDocumentTests: XCTestCase {
  private func parse(_ text: String) throws -> DocumentNode { try JSONDocument.parse(text, file: "data.json") }

  private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
    do {
      _ = try JSONDocument.parse(text, file: "data.json")
      XCTFail("expected an error for \(text.debugDescription)", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  func testValuesAndOrder() throws {
    let node = try parse(#"{"b": 1, "a": [true, false, null, -0, 12, 1.5, -2e3, "x\u00e9\n"], "c": {}}"#)
    let value = node.liquidValue
    guard case .object(let object) = value else { return XCTFail("not an object") }
    XCTAssertEqual(object.keys, ["b", "a", "c"])
    XCTAssertEqual(object["a"], [true, false, nil, 0, 12, 1.5, -2000.0, "xé\n"])
    XCTAssertEqual(object["c"], .object(LiquidObject()))
    if case .array(let elements) = try parse("[1, 1.0]").value {
      guard case .int(1) = elements[0].value, case .double(1.0) = elements[1].value else {
        return XCTFail("ints must stay ints and floats floats")
      }
    }
  }

  func testLocationsOfValuesAndKeys() throws {
    let node = try parse("{\n  \"name\": \"x\",\n  \"list\": [1,\n    2]\n}")
    XCTAssertEqual(node.location, SourceLocation(file: "data.json", line: 1, column: 1))
    guard case .object(let members) = node.value else { return XCTFail("not an object") }
    XCTAssertEqual(members[0].keyLocation, SourceLocation(file: "data.json", line: 2, column: 3))
    XCTAssertEqual(members[0].value.location, SourceLocation(file: "data.json", line: 2, column: 11))
    XCTAssertEqual(members[1].keyLocation.line, 3)
    guard case .array(let elements) = members[1].value.value else { return XCTFail("not an array") }
    XCTAssertEqual(elements[1].location, SourceLocation(file: "data.json", line: 4, column: 5))
  }

  func testDuplicateKeysAreKeptInTheTreeAndLastWinsInLiquid() throws {
    let node = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
    guard case .object(let members) = node.value else { return XCTFail("not an object") }
    XCTAssertEqual(members.map(\.key), ["a", "b", "a"])
    XCTAssertEqual(node.liquidValue, ["a": 3, "b": 2])
  }

  func testSurrogatePairsAndEscapes() throws {
    XCTAssertEqual(try parse(#""\ud83d\ude00 \/ \\ \" \b\f\r\t""#).liquidValue, "😀 / \\ \" \u{08}\u{0C}\r\t")
    XCTAssertEqual(try parse("\u{FEFF}[1]").liquidValue, [1])
  }

  func testErrorsSayWhereAndWhat() {
    let cases: [(String, Int, Int, String)] = [
      ("", 1, 1, "empty document"),
      ("{\n  \"a\": 1,\n}", 3, 1, "trailing comma"),
      ("[1, 2,]", 1, 7, "trailing comma"),
      ("{'a': 1}", 1, 2, "double quotes"),
      ("{\"a\" 1}", 1, 6, "expected ':'"),
      ("[1 2]", 1, 4, "expected ',' or ']'"),
      ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
      ("[01]", 1, 2, "leading zeros"),
      ("[1.]", 1, 4, "after '.'"),
      ("[-]", 1, 3, "after '-'"),
      ("[1e]", 1, 4, "exponent"),
      ("[tru]", 1, 5, "expected 'true'"),
      ("[nulls]", 1, 6, "after 'null'"),
      ("\"abc", 1, 1, "not closed"),
      ("\"a\tb\"", 1, 3, "control character"),
      ("\"\\x\"", 1, 2, "invalid escape"),
      ("\"\\u12G4\"", 1, 2, "four hexadecimal digits"),
      ("\"\\ud800\"", 1, 2, "lone high surrogate"),
      ("\"\\udc00\"", 1, 2, "lone low surrogate"),
      ("[1] [2]", 1, 5, "after the JSON value"),
      ("[1e999]", 1, 2, "out of range"),
      ("NaN", 1, 1, "expected a value"),
      ("{\"a\": [1, {\"b\": }]}", 1, 17, "expected a value"),
    ]
    for (text, line, column, fragment) in cases {
      guard let error = error(text) else { continue }
      XCTAssertEqual(error.line, line, text)
      XCTAssertEqual(error.column, column, text)
      XCTAssertTrue(error.message.contains(fragment), "\(text): \(error.message)")
      XCTAssertEqual(error.file, "data.json")
    }
    let described = error("{\n  \"a\": 1,\n}")?.description ?? ""
    XCTAssertTrue(described.hasPrefix("data.json:3:1: error: trailing comma"), described)
    XCTAssertTrue(described.hasSuffix("\n}\n^"), described)
  }

  func testDeepNestingIsAnErrorNotACrash() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    XCTAssertTrue(error(deep)?.message.contains("nesting deeper than 512") ?? false)
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    XCTAssertNoThrow(try parse(allowed))
    XCTAssertNotNil(error(String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)))
  }

  func testLargeDocumentParsesQuickly() throws {
    var text = "["
    for index in 0..<20_000 {
      text += (index > 0 ? "," : "") + #"{"id": \#(index), "name": "item \#(index)", "ok": true}"#
    }
    text += "]"
    let node = try parse(text)
    guard case .array(let elements) = node.value else { return XCTFail("not an array") }
    XCTAssertEqual(elements.count, 20_000)
    XCTAssertEqual(elements[19_999].liquidValue, ["id": 19_999, "name": "item 19999", "ok": true])
  }

  func testConformanceFileParsesLikeFoundation() throws {
    let url = try requireShared("conformance/golden-liquid/golden_liquid.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let node = try parse(text)
    guard case .object(let object) = node.liquidValue, case .array(let tests) = object["tests"] else {
      return XCTFail("unexpected shape")
    }
    let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    XCTAssertEqual(tests.count, (foundation?["tests"] as? [Any])?.count)
  }
}
