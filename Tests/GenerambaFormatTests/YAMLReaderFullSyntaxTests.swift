import Located
import XCTest

@testable import GenerambaFormat

/// The YAML that project files (XcodeGen's project.yml, Rambafiles) are written in beyond plain
/// keys and values: block scalars, anchors, aliases, merge keys, tags, scalars over several lines,
/// several documents.
final class YAMLReaderFullSyntaxTests: XCTestCase {
  private func read(_ text: String) throws -> String {
    YAMLTestDump.dump(try YAMLReader.read(text, file: "project.yml")).replacingOccurrences(of: "\n", with: "\\n")
  }

  func testLiteralBlockScalarsKeepLinesAndChomp() throws {
    let text = "a: |\n  one\n    two\n\n  three\n\nb: x\n"
    XCTAssertEqual(try read(text), #"{"a": "one\n  two\n\nthree\n", "b": "x"}"#)
    XCTAssertEqual(try read("a: |-\n  one\n  two\n\n\nb: x"), #"{"a": "one\ntwo", "b": "x"}"#)
    XCTAssertEqual(try read("a: |+\n  one\n\n\nb: x"), #"{"a": "one\n\n\n", "b": "x"}"#)
    XCTAssertEqual(try read("a: |2\n    one\n  two\n"), #"{"a": "  one\ntwo\n"}"#)
    XCTAssertEqual(try read("a: |\nb: x"), #"{"a": "", "b": "x"}"#)
  }

  func testFoldedBlockScalarsJoinLines() throws {
    let text = "a: >\n  one\n  two\n\n  three\n    indented\n  four\n"
    XCTAssertEqual(try read(text), #"{"a": "one two\nthree\n  indented\nfour\n"}"#)
    XCTAssertEqual(try read("a: >-\n  one\n  two\n"), #"{"a": "one two"}"#)
  }

  func testBlockScalarsInSequencesAndComments() throws {
    let text = """
      postBuildScripts:
        - script: |
            if which swiftlint >/dev/null; then
              swiftlint  # lint: yes
            fi
          name: Lint # the name
        - name: Other
          script: >
            echo one
            echo two
      # trailing
      """
    XCTAssertEqual(
      try read(text),
      ##"{"postBuildScripts": [{"script": "if which swiftlint >/dev/null; then\n  swiftlint  # lint: yes\nfi\n", "##
        + ##""name": "Lint"}, {"name": "Other", "script": "echo one echo two\n"}]}"##)
  }

  func testAnchorsAliasesAndMergeKeys() throws {
    let text = """
      settings: &shared
        SWIFT_VERSION: "6.0"
        ENABLE_BITCODE: NO
      list: &items [a, b]
      targets:
        App:
          <<: *shared
          SWIFT_VERSION: "5.0"
          extra: *items
        Framework:
          <<: [*shared, {OTHER: 1}]
      """
    XCTAssertEqual(
      try read(text),
      #"{"settings": {"SWIFT_VERSION": "6.0", "ENABLE_BITCODE": false}, "list": ["a", "b"], "targets": {"App": "#
        + #"{"ENABLE_BITCODE": false, "SWIFT_VERSION": "5.0", "extra": ["a", "b"]}, "Framework": "#
        + #"{"SWIFT_VERSION": "6.0", "ENABLE_BITCODE": false, "OTHER": 1}}}"#)
  }

  func testAnchoredBlockNodesAndSequenceItems() throws {
    XCTAssertEqual(try read("a: &x\n  - 1\nb: *x"), #"{"a": [1], "b": [1]}"#)
    XCTAssertEqual(try read("- &x one\n- *x\n- [*x, &y two, *y]"), #"["one", "one", ["one", "two", "two"]]"#)
    XCTAssertEqual(try read("a: !!str 1\nb: !custom\n  c: d"), #"{"a": 1, "b": {"c": "d"}}"#)
  }

  func testAliasesAreLocatedWhereTheyAreUsed() throws {
    let node = try YAMLReader.read("a: &x 1\nb: *x", file: "F")
    XCTAssertEqual(node["b"]?.location, SourceLocation(file: "F", line: 2, column: 4))
  }

  func testAliasExpansionIsBounded() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<12 {
      text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    XCTAssertThrowsError(try YAMLReader.read(text, file: "F")) { error in
      XCTAssertTrue((error as? Diagnostic)?.message.contains("aliases expand to more than") ?? false)
    }
  }

  func testScalarsOverSeveralLines() throws {
    XCTAssertEqual(try read("a: one\n  two\n\n  three\nb: x"), #"{"a": "one two\nthree", "b": "x"}"#)
    XCTAssertEqual(try read("a: 'one\n  two'\nb: \"x\\\n  y\""), #"{"a": "one two", "b": "xy"}"#)
    XCTAssertEqual(try read("a:\n  - x\n   - y"), #"{"a": ["x - y"]}"#)
  }

  func testSinglePairMappingsInFlowSequences() throws {
    XCTAssertEqual(try read("a: [x y: z, b: [], c]"), #"{"a": [{"x y": "z"}, {"b": []}, "c"]}"#)
  }

  func testDirectivesAndLaterDocuments() throws {
    XCTAssertEqual(try read("%YAML 1.1\n---\na: 1\n---\nb: 2\n"), #"{"a": 1}"#)
    XCTAssertEqual(try read("--- \na: 1\n...\n---\nb: 2"), #"{"a": 1}"#)
    XCTAssertEqual(try read("--- |\n  text\n"), #""text\n""#)
  }
}
