import Located
import XCTest

/// The located JSON reader every JSON format goes through, in both of its modes.
final class JSONReaderTests: XCTestCase {
  private let document = """
    {
      "name": 7,
      "nmae": "x",
      "name": "again",
      "list": ["a", 2]
    }
    """

  /// Collecting: every problem, each prefixed with its JSON path and located at the value or key.
  func testCollectModeGathersEveryProblemWithItsPathAndLocation() throws {
    let reader = JSONReader(file: "doc.json", text: document)
    let root = try XCTUnwrap(reader.parse())
    let fields = try XCTUnwrap(reader.fields(root, allowed: ["name", "list", "count"], path: "$"))
    XCTAssertNil(reader.string(try XCTUnwrap(fields["name"]), path: "name"))
    XCTAssertNil(reader.strings(try XCTUnwrap(fields["list"]), path: "list"))
    XCTAssertNil(reader.member("count", of: fields, in: root, path: "$"))
    XCTAssertEqual(
      reader.problems.map {
        "\($0.path) \($0.diagnostic.location.map { "\($0.line):\($0.column)" } ?? "") \($0.diagnostic.message)"
      },
      [
        "nmae 3:3 nmae: unknown key 'nmae'; did you mean 'name'?",
        "name 4:3 name: 'name' is given twice",
        "name 2:11 name: expected a string, found a number",
        "list[1] 5:17 list[1]: expected a string, found a number",
        "$ 1:1 missing key 'count'",
      ])
    XCTAssertEqual(reader.problems[1].diagnostic.notes, ["first given at 2:3"])
    XCTAssertEqual(reader.problems[0].diagnostic.sourceLine, "  \"nmae\": \"x\",")
  }

  /// An unknown key without a near miss lists the keys allowed.
  func testAnUnknownKeyWithoutANearMissListsTheAllowedKeys() throws {
    let reader = JSONReader(file: "doc.json", text: #"{"zzz": 1}"#)
    let root = try XCTUnwrap(reader.parse())
    _ = reader.fields(root, allowed: ["name", "list"], path: "$", what: "the record")
    XCTAssertEqual(
      reader.problems.map(\.diagnostic.message), ["zzz: unknown key 'zzz' in the record; expected one of name, list"])
  }

  /// Throwing at the first problem: `required` throws it, located, naming the value found and no path.
  func testThrowAtFirstModeThrowsTheFirstProblem() throws {
    let reader = JSONReader(file: "doc.json", text: document, mode: .throwAtFirst)
    let root = try reader.required(reader.parse())
    XCTAssertThrowsError(try reader.required(reader.fields(root, allowed: ["name", "list"], path: "$"))) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.message, "unknown key 'nmae'; did you mean 'name'?")
      XCTAssertEqual(diagnostic?.location, SourceLocation(file: "doc.json", line: 3, column: 3))
    }
    XCTAssertEqual(reader.problems.count, 1, "a reader that throws at the first problem keeps only that one")

    let fresh = JSONReader(file: "doc.json", text: #"{"name": 7}"#, mode: .throwAtFirst)
    let object = try fresh.required(fresh.parse())
    let fields = try fresh.required(fresh.fields(object, allowed: nil, path: "$"))
    XCTAssertThrowsError(try fresh.required(fresh.string(try XCTUnwrap(fields["name"]), path: "name"))) { error in
      XCTAssertEqual(
        (error as? Diagnostic)?.description,
        "doc.json:1:10: error: expected a string, found the number 7\n{\"name\": 7}\n         ^")
    }
  }

  /// A missing key, a wrong type for an object and a syntax error are thrown at their places.
  func testThrowAtFirstModeLocatesMissingKeysObjectsAndSyntaxErrors() throws {
    let reader = JSONReader(file: "r.json", text: "\n  [1]", mode: .throwAtFirst)
    let root = try reader.required(reader.parse())
    XCTAssertThrowsError(try reader.required(reader.fields(root, allowed: nil, path: "$", what: "the record"))) {
      XCTAssertEqual(($0 as? Diagnostic)?.message, "the record must be an object, found an array")
      XCTAssertEqual(($0 as? Diagnostic)?.location, SourceLocation(file: "r.json", line: 2, column: 3))
    }
    let object = JSONReader(file: "r.json", text: "{}", mode: .throwAtFirst)
    let empty = try object.required(object.parse())
    let fields = try object.required(object.fields(empty, allowed: nil, path: "$"))
    XCTAssertThrowsError(try object.required(object.member("module", of: fields, in: empty, path: "module"))) {
      XCTAssertEqual(($0 as? Diagnostic)?.message, "missing key 'module'")
    }
    let broken = JSONReader(file: "r.json", text: "{", mode: .throwAtFirst)
    XCTAssertThrowsError(try broken.required(broken.parse())) {
      XCTAssertEqual(($0 as? Diagnostic)?.file, "r.json")
      XCTAssertNotNil(($0 as? Diagnostic)?.line)
    }
  }

  /// The readers that report nothing: a member's string, a string or list of strings, a number.
  func testQuietReadersReportNothing() throws {
    let reader = JSONReader(file: "q.json", text: #"{"s": "x", "l": ["a", "b"], "n": 1.5, "bad": [1]}"#)
    let root = try XCTUnwrap(reader.parse())
    let fields = reader.checkKeys(try XCTUnwrap(reader.object(root, path: "$")), allowed: nil, path: "$")
    XCTAssertEqual(JSONReader.stringMember("s", of: root), "x")
    XCTAssertEqual(JSONReader.stringList(try XCTUnwrap(fields["s"])), ["x"])
    XCTAssertEqual(JSONReader.stringList(try XCTUnwrap(fields["l"])), ["a", "b"])
    XCTAssertNil(JSONReader.stringList(try XCTUnwrap(fields["bad"])))
    XCTAssertEqual(JSONReader.number(try XCTUnwrap(fields["n"])), 1.5)
    XCTAssertTrue(reader.problems.isEmpty)
  }
}
