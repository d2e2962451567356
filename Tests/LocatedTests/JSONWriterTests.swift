import Located
import XCTest

/// The JSON string quoter modgen.json and imported manifests are written with.
final class JSONWriterTests: XCTestCase {
  func testQuotedEscapesQuotesBackslashesAndControlCharacters() {
    XCTAssertEqual(JSONWriter.quoted("plain"), "\"plain\"")
    XCTAssertEqual(JSONWriter.quoted("say \"hi\"\\"), "\"say \\\"hi\\\"\\\\\"")
    XCTAssertEqual(JSONWriter.quoted("a\nb\rc\td"), "\"a\\nb\\rc\\td\"")
    XCTAssertEqual(JSONWriter.quoted("\u{01}\u{1F}"), "\"\\u0001\\u001f\"")
  }

  func testQuotedKeepsNonASCIIAndSlashes() {
    XCTAssertEqual(JSONWriter.quoted("Café/ü 🙂"), "\"Café/ü 🙂\"")
  }

  /// Every control character, both escaped characters and multi-byte text, at the start, the end and
  /// between runs, parse back to the same string.
  func testEveryCharacterThatNeedsAnEscapeRoundTrips() throws {
    let specials = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + ["\"", "\\", "é", "🙂", "a", "\u{7F}"]
    for special in specials {
      for text in [special, special + "x", "x" + special, "ab" + special + special + "cd"] {
        let node = try JSONDocument.parse("[" + JSONWriter.quoted(text) + "]", file: "test.json")
        guard case .array(let items) = node.value, case .string(let parsed)? = items.first?.value else {
          return XCTFail("expected an array holding one string, got \(node.value)")
        }
        XCTAssertEqual(parsed, text, text.debugDescription)
      }
    }
  }

  func testQuotedTextParsesBackToTheSameString() throws {
    let text = "line\none \"two\" \\ \u{07} é"
    let node = try JSONDocument.parse("[" + JSONWriter.quoted(text) + "]", file: "test.json")
    guard case .array(let items) = node.value, case .string(let parsed)? = items.first?.value else {
      return XCTFail("expected an array holding one string, got \(node.value)")
    }
    XCTAssertEqual(parsed, text)
  }
}
