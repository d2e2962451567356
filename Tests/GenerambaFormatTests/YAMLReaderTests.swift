import Located
import XCTest

@testable import GenerambaFormat

/// The YAML reader: each construct of the subset, locations, and the refusals.
final class YAMLReaderTests: XCTestCase {
  private func read(_ text: String) throws -> String {
    YAMLTestDump.dump(try YAMLReader.read(text, file: "Rambafile"))
  }

  private func assertError(
    _ text: String, _ expected: String, line: Int, column: Int, file: StaticString = #filePath, lineNumber: UInt = #line
  ) {
    do {
      let node = try YAMLReader.read(text, file: "Rambafile")
      XCTFail("expected an error, read \(YAMLTestDump.dump(node))", file: file, line: lineNumber)
    } catch {
      XCTAssertTrue(
        error.message.contains(expected), "message '\(error.message)' lacks '\(expected)'", file: file,
        line: lineNumber)
      XCTAssertEqual(error.file, "Rambafile", file: file, line: lineNumber)
      XCTAssertEqual(error.line, line, "line", file: file, line: lineNumber)
      XCTAssertEqual(error.column, column, "column", file: file, line: lineNumber)
      XCTAssertEqual(error.sourceLine, Diagnostic.line(line, of: text), file: file, line: lineNumber)
    }
  }

  func testEmptyDocumentIsNull() throws {
    XCTAssertEqual(try read(""), "~")
    XCTAssertEqual(try read("# only a comment\n\n   \n"), "~")
    XCTAssertEqual(try read("---\n"), "~")
  }

  func testBlockMapping() throws {
    XCTAssertEqual(
      try read("company: Acme & Co\nauthor: Jane Doe\n"), #"{"company": "Acme & Co", "author": "Jane Doe"}"#)
    XCTAssertEqual(try read("a: 1\nb:\n  c: x\n  d: y\ne: z"), #"{"a": 1, "b": {"c": "x", "d": "y"}, "e": "z"}"#)
  }

  func testEmptyValuesAreNull() throws {
    XCTAssertEqual(
      try read("podfile_path:\ncartfile_path: \nprefix:   # none\nx: ~\n"),
      #"{"podfile_path": ~, "cartfile_path": ~, "prefix": ~, "x": ~}"#)
    XCTAssertEqual(try read("test_files:\n# comment\ncode_files:"), #"{"test_files": ~, "code_files": ~}"#)
  }

  func testBlockSequences() throws {
    XCTAssertEqual(try read("catalogs:\n- 'a'\n- b\n"), #"{"catalogs": ["a", "b"]}"#)
    XCTAssertEqual(try read("catalogs:\n  - a\n  -\n  - b # c\n"), #"{"catalogs": ["a", ~, "b"]}"#)
    XCTAssertEqual(try read("- - a\n  - b\n- c"), #"[["a", "b"], "c"]"#)
    XCTAssertEqual(try read("-\n  a: b\n"), #"[{"a": "b"}]"#)
  }

  func testSequenceItemMappings() throws {
    XCTAssertEqual(
      try read("files:\n- name: A.h\n  path: a.liquid\n- name: B.h\n\n  # gap\n  path: b.liquid\nnext: 1"),
      #"{"files": [{"name": "A.h", "path": "a.liquid"}, {"name": "B.h", "path": "b.liquid"}], "next": 1}"#)
    XCTAssertEqual(try read("- a:\n    - x\n  b: y"), #"[{"a": ["x"], "b": "y"}]"#)
  }

  func testFlowMappingsAndSequences() throws {
    XCTAssertEqual(
      try read("templates:\n- {name: viper, git: 'https://x/y.git', branch: develop}\n- { name: mvc }\n"),
      #"{"templates": [{"name": "viper", "git": "https://x/y.git", "branch": "develop"}, {"name": "mvc"}]}"#)
    XCTAssertEqual(try read("a: [x, 'y', \"z\", [1, 2], {k: v}]"), #"{"a": ["x", "y", "z", [1, 2], {"k": "v"}]}"#)
    XCTAssertEqual(try read("a: {k: , l, m: n}"), #"{"a": {"k": ~, "l": ~, "m": "n"}}"#)
    XCTAssertEqual(try read("a: {k: v,\n  l: w}  # spread\nb: []"), #"{"a": {"k": "v", "l": "w"}, "b": []}"#)
    XCTAssertEqual(try read("a: {url: http://x.com/a:b, p: a b}"), #"{"a": {"url": "http://x.com/a:b", "p": "a b"}}"#)
  }

  func testScalarStyles() throws {
    XCTAssertEqual(try read("a: 'it''s # not a comment'"), #"{"a": "it's # not a comment"}"#)
    XCTAssertEqual(try read(#"a: "tab\there \"q\" \\ \u00e9 \x41 \/""#), "{\"a\": \"tab\there \"q\" \\ é A /\"}")
    XCTAssertEqual(
      try read("a: C#  # comment\nb: x:y\nc: Привет, мир\n"), #"{"a": "C#", "b": "x:y", "c": "Привет, мир"}"#)
    XCTAssertEqual(try read("a: \"\"\nb: ''"), #"{"a": "", "b": ""}"#)
    XCTAssertEqual(try read("\"quoted key\": 1\n'other': 2"), #"{"quoted key": 1, "other": 2}"#)
  }

  func testYAML11Typing() throws {
    XCTAssertEqual(
      try read("[yes, No, TRUE, off, On, nULL, ~, y, n]"), "[true, false, true, false, true, ~, ~, \"y\", \"n\"]")
    XCTAssertEqual(
      try read("[12, -3, +4, 012, 0x1F, 0b11, 1_000, 1:30, 08]"),
      "[12, -3, 4, 10, 31, 3, 1000, 90, \"08\"]")
    XCTAssertEqual(try read("a: 1,000\nb: 1,000.5"), #"{"a": 1000, "b": f1000.5}"#)
    XCTAssertEqual(
      try read("[1.5, 1., .5, 1.5e+3, 1e5, -.inf, .NaN, +.]").replacingOccurrences(of: "nan", with: "NaN"),
      "[f1.5, f1.0, f0.5, f1500.0, \"1e5\", f-inf, fNaN, \"+.\"]")
    XCTAssertEqual(
      try read("[2019-04-29, :sym, 99999999999999999999, 'yes', \"1\"]"),
      "[<a date>, <a symbol>, <an integer beyond 64 bits>, \"yes\", \"1\"]")
    XCTAssertEqual(try read("[yes please, truex, 1.0.0, v1]"), #"["yes please", "truex", "1.0.0", "v1"]"#)
  }

  func testTextIsKept() throws {
    let node = try YAMLReader.read("prefix: NO\nversion: 1.0\n", file: "x")
    XCTAssertEqual(node["prefix"]?.scalar?.text, "NO")
    XCTAssertEqual(node["prefix"]?.scalar?.value, .bool(false))
    XCTAssertEqual(node["version"]?.scalar?.text, "1.0")
    XCTAssertEqual(node["version"]?.scalar?.value, .float(1.0))
  }

  func testLocations() throws {
    let node = try YAMLReader.read("a: 1\nlist:\n  - {name: x}\n  - y\nempty:\n", file: "F")
    XCTAssertEqual(node.location, SourceLocation(file: "F", line: 1, column: 1))
    XCTAssertEqual(node["a"]?.location, SourceLocation(file: "F", line: 1, column: 4))
    XCTAssertEqual(node["list"]?.location, SourceLocation(file: "F", line: 3, column: 3))
    let first = node["list"]?.sequence?[0]
    XCTAssertEqual(first?.location, SourceLocation(file: "F", line: 3, column: 5))
    XCTAssertEqual(first?["name"]?.location, SourceLocation(file: "F", line: 3, column: 12))
    XCTAssertEqual(first?["name"]?.sourceLine, "  - {name: x}")
    XCTAssertEqual(node.entry("list")?.key.location, SourceLocation(file: "F", line: 2, column: 1))
    XCTAssertEqual(node["empty"]?.location, SourceLocation(file: "F", line: 5, column: 7))
  }

  func testDocumentMarkersCommentsAndLineEnds() throws {
    XCTAssertEqual(try read("--- # start\na: b\n...\n# end\n"), #"{"a": "b"}"#)
    XCTAssertEqual(try read("a: b\r\nc: d\r\n"), #"{"a": "b", "c": "d"}"#)
    XCTAssertEqual(try read("\u{FEFF}a: b"), #"{"a": "b"}"#)
    XCTAssertEqual(try read("a: b   \n   \n\t\nc: d"), #"{"a": "b", "c": "d"}"#)
  }

  func testRefusals() {
    assertError("a: 1\nb: *x", "unknown alias '*x'", line: 2, column: 4)
    assertError("%YAML 1.1\na: 1", "directives", line: 2, column: 1)
    assertError("a: |\n    x\n  y", "bad indentation", line: 3, column: 3)
    assertError("a: {<<: [1]}", "merge key", line: 1, column: 10)
    assertError("a:\n\tb: 1", "tabs", line: 2, column: 1)
    assertError("a: 1\na: 2", "duplicate key 'a'", line: 2, column: 1)
    assertError("- {name: a, name: b}", "duplicate key 'name'", line: 1, column: 13)
    assertError("a: 1\n  b: 2", "continued on the next line cannot hold", line: 2, column: 3)
    assertError("a:\n  b: 1\n c: 2", "bad indentation", line: 3, column: 2)
    assertError("a:\n  - [x]\n   - y", "bad indentation", line: 3, column: 4)
    assertError("a: b: c", "mapping cannot start here", line: 1, column: 5)
    assertError("a: 'open", "unterminated quoted scalar", line: 1, column: 4)
    assertError("a: {name: x", "unterminated flow mapping", line: 1, column: 4)
    assertError("a: [[x]: z]", "collection as a mapping key", line: 1, column: 5)
    assertError("a: {b: c} d", "unexpected text after the flow collection", line: 1, column: 11)
    assertError("a: \"\\q\"", "unknown escape", line: 1, column: 5)
    assertError("? a\n: b", "complex keys", line: 1, column: 1)
    assertError("a: - b", "block sequence cannot start", line: 1, column: 4)
    assertError("a: 1\n- b", "sequence item", line: 2, column: 1)
    assertError("a: @x", "cannot start a plain scalar", line: 1, column: 4)
    assertError("a: x#y #z\nb:c", "expected 'key: value'", line: 2, column: 1)
  }

  func testNestingLimit() {
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    XCTAssertThrowsError(try YAMLReader.read(deep, file: "x"))
  }
}

/// Inputs found by the fuzz harness (scripts/fuzz-yaml.sh).
final class YAMLFuzzRegressionTests: XCTestCase {
  /// crash-99f15c0f: CRLF line ends. The reader located its error correctly; the harness counted
  /// lines with a Character split, which sees "\r\n" as one Character. Lines here are counted in
  /// bytes, as SourceText does.
  func testCRLFErrorsAreLocatedOnTheRightLine() {
    let text = "# TemplatWal<ig Ca\r\naiunlvers\u{90}%%%\r\naiunll: x\r\n"
    XCTAssertThrowsError(try YAMLReader.read(text, file: "f")) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertTrue(diagnostic?.message.contains("continued on the next line") ?? false)
      XCTAssertEqual(diagnostic?.line, 3)
      XCTAssertEqual(diagnostic?.column, 1)
      XCTAssertEqual(diagnostic?.sourceLine, "aiunll: x")
    }
  }

  /// crash-68f4a36a: a quoted scalar broken by a lone carriage return counted no line break, and
  /// the fold made an array of -1 line feeds.
  func testAQuotedScalarBrokenByALoneCarriageReturnFolds() throws {
    let node = try YAMLReader.read("a: 'one\rtwo'\n", file: "f")
    XCTAssertEqual(node["a"]?.scalar?.text, "one two")
  }
}
