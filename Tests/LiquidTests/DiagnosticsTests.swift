import Foundation
import Liquid
import TestSupport
import XCTest

/// Golden tests of rendered diagnostics: each bad template's exact error text is stored under
/// Snapshots/<name>.txt (re-recorded, failing, when RECORD_SNAPSHOTS=1).
final class DiagnosticsTests: XCTestCase {
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

  /// Parses and renders `source`, returning the error description (fails when nothing is thrown).
  private func diagnostic(
    _ source: String, data: LiquidObject = LiquidObject(), strict: Bool = false, partials: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
  ) -> String {
    do {
      let template = try Template.parse(source, file: "Code/View.swift.liquid")
      let options = RenderOptions(strict: strict, partials: InMemoryPartialSource(partials))
      let output = try template.render(data, options: options).output
      XCTFail("expected an error, rendered \(output.debugDescription)", file: file, line: line)
      return ""
    } catch {
      return error.description + "\n"
    }
  }

  private func assertSnapshot(_ name: String, _ actual: String, file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    Snapshot.assert(actual, matches: Self.snapshots.appendingPathComponent(name + ".txt"), file: file, line: line)
  }

  func testMismatchedEndNamesTheOpener() throws {
    let text = diagnostic("{% for item in items %}\n  {% if item %}\n    {{ item }}\n  {% endfor %}\n{% endfor %}")
    XCTAssertTrue(text.contains("'endfor' cannot close 'if' opened at 2:3; use 'endif'"), text)
    try assertSnapshot("mismatched-end", text)
  }

  func testUnclosedBlockPointsAtItsOpening() throws {
    let text = diagnostic("line one\n  {% unless done %}\nnever closed\n")
    XCTAssertTrue(text.hasPrefix("Code/View.swift.liquid:2:3: error: 'unless' opened here is never closed"), text)
    try assertSnapshot("unclosed-block", text)
  }

  func testUnknownTagSuggests() throws {
    let text = diagnostic("{% if a %}x{% endfi %}")
    XCTAssertTrue(text.contains("did you mean 'endif'?"), text)
    try assertSnapshot("unknown-tag", text)
  }

  func testStrictUndefinedKeySuggests() throws {
    let data = LiquidObject([("module_info", .object(LiquidObject([("name", "Passcode")])))])
    let text = diagnostic("final class {{ module_info.nmae }}Presenter {}", data: data, strict: true)
    XCTAssertTrue(text.contains("undefined variable 'module_info.nmae'; did you mean 'module_info.name'?"), text)
    try assertSnapshot("strict-undefined-key", text)
  }

  func testStrictUndefinedRootSuggests() throws {
    let text = diagnostic("{{ modul_info.name }}", data: LiquidObject([("module_info", ["name": "X"])]), strict: true)
    XCTAssertTrue(text.contains("did you mean 'module_info'?"), text)
    try assertSnapshot("strict-undefined-root", text)
  }

  func testStrictUnknownFilterSuggests() throws {
    let text = diagnostic("let x = {{ name | upcse }}", data: LiquidObject([("name", "a")]), strict: true)
    XCTAssertTrue(text.contains("undefined filter 'upcse'; did you mean 'upcase'?"), text)
    try assertSnapshot("strict-unknown-filter", text)
  }

  func testUnterminatedOutput() throws {
    try assertSnapshot("unterminated-output", diagnostic("ok\nHello {{ name"))
  }

  func testBadExpression() throws {
    try assertSnapshot("bad-expression", diagnostic("{% if a == %}x{% endif %}"))
  }

  func testIncludeCycleIsStoppedWithChain() throws {
    let text = diagnostic("{% include 'a' %}", partials: ["a": "{% include 'b' %}", "b": "{% include 'a' %}"])
    XCTAssertTrue(text.contains("partials nested more than 100 deep (a -> b -> a -> ... "), text)
    try assertSnapshot("include-cycle", text)
  }

  func testErrorInsidePartialNamesThePartialFile() throws {
    let text = diagnostic("{% render 'header' %}", partials: ["header": "// header\n{% if %}"])
    XCTAssertTrue(text.hasPrefix("header:2:"), text)
    try assertSnapshot("error-in-partial", text)
  }

  func testLiquidBlockCannotCloseOuterBlock() throws {
    let text = diagnostic("{% if true %}\n{% liquid\n  echo 1\n  endif\n%}")
    XCTAssertTrue(text.contains("4:3: error: 'endif'"), text)
  }
}
