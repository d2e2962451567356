import XCTest

@testable import ModgenCheck

final class CheckDiagnosticParserTests: XCTestCase {
  func testParsesBoxedSwiftcDiagnosticsWithExcerptAndStripsGroup() {
    let output = """
      [5/17] Emitting module A
      [6/17] Compiling A A.swift
      /tmp/pkg/Sources/A/A.swift:5:12: error: cannot find 'interactr' in scope
      3 |   public func f() -> Int {
      4 |     let x = 3
      5 |     return interactr
        |            `- error: cannot find 'interactr' in scope
      6 |   }
      /tmp/pkg/Sources/A/A.swift:4:9: warning: initialization of immutable value 'x' was never used [#no-usage]
      4 |     let x = 3
        |         `- warning: initialization of immutable value 'x' was never used [#no-usage]
      [7/17] Compiling B B.swift
      """
    let diagnostics = CompilerDiagnosticParser.parse(output)
    XCTAssertEqual(diagnostics.count, 2)
    XCTAssertEqual(diagnostics[0].path, "/tmp/pkg/Sources/A/A.swift")
    XCTAssertEqual(diagnostics[0].line, 5)
    XCTAssertEqual(diagnostics[0].column, 12)
    XCTAssertEqual(diagnostics[0].severity, .error)
    XCTAssertEqual(diagnostics[0].message, "cannot find 'interactr' in scope")
    XCTAssertEqual(diagnostics[0].excerpt.count, 5)
    XCTAssertEqual(diagnostics[1].severity, .warning)
    XCTAssertEqual(diagnostics[1].message, "initialization of immutable value 'x' was never used")
    XCTAssertEqual(diagnostics[1].excerpt.count, 2)
  }

  func testParsesLLVMStyleAndDeduplicates() {
    let output = """
      /p/File.swift:2:3: error: expected expression
        foo(
          ^
      /p/File.swift:2:3: error: expected expression
        foo(
          ^
      /p/File.swift:9:1: note: did you mean 'bar'?
      error: fatalError
      """
    let diagnostics = CompilerDiagnosticParser.parse(output)
    XCTAssertEqual(diagnostics.map(\.severity), [.error, .note])
    XCTAssertEqual(diagnostics[0].excerpt, ["  foo(", "    ^"])
    XCTAssertEqual(diagnostics[1].line, 9)
  }

  func testIgnoresLinesWithoutAColumnAndToolErrors() {
    let output = """
      /p/Tests/XTests.swift:5: error: XTests.testA : XCTAssertEqual failed
      error: emit-module command failed with exit code 1
      warning: 'pkg': found 2 file(s) which are unhandled
      """
    XCTAssertTrue(CompilerDiagnosticParser.parse(output).isEmpty)
  }
}
