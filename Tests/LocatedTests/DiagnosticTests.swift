import Located
import XCTest

/// The one rendering of a diagnostic: header, source line, caret, notes.
final class DiagnosticTests: XCTestCase {
  func testLocatedDiagnosticHasHeaderLineCaretAndNotes() {
    let diagnostic = Diagnostic(
      "unknown key 'sumary'", at: SourceLocation(file: "template.json", line: 3, column: 3),
      sourceLine: "  \"sumary\": 1", notes: ["did you mean 'summary'?"])
    XCTAssertEqual(
      diagnostic.description,
      "template.json:3:3: error: unknown key 'sumary'\n  \"sumary\": 1\n  ^\nnote: did you mean 'summary'?")
    XCTAssertEqual(diagnostic.location, SourceLocation(file: "template.json", line: 3, column: 3))
  }

  func testCaretCountsColumnsInUTF8BytesAndKeepsTabs() {
    // "é" is two bytes: column 5 is the 'x' after "\tAé ".
    let diagnostic = Diagnostic("here", file: "f", line: 1, column: 6, sourceLine: "\tAé x")
    XCTAssertEqual(diagnostic.description.split(separator: "\n").last, "\t   ^")
  }

  func testFileOnlyAndUnlocatedDiagnostics() {
    XCTAssertEqual(Diagnostic("cannot read", file: "modgen.json").description, "modgen.json: error: cannot read")
    XCTAssertEqual(Diagnostic("no templates", severity: .warning).description, "warning: no templates")
    XCTAssertNil(Diagnostic("x", file: "f").location)
    // A zero line or column means unknown, never a position.
    let zero = Diagnostic("x", file: "f", line: 0, column: 4, sourceLine: "abc")
    XCTAssertNil(zero.line)
    XCTAssertNil(zero.column)
    XCTAssertEqual(zero.description, "f: error: x")
  }

  func testLineOfText() {
    XCTAssertEqual(Diagnostic.line(2, of: "a\r\nb\r\nc"), "b")
    XCTAssertNil(Diagnostic.line(4, of: "a\nb\nc"))
    XCTAssertNil(Diagnostic.line(0, of: "a"))
  }
}
