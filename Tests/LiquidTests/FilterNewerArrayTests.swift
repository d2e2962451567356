import XCTest

@testable import Liquid

/// `sum`, `reject`, `has`, `find` and `find_index` arrived after Liquid 5.4; their expected
/// behaviour comes from the golden-liquid conformance cases (which Shopify's current Liquid passes).
final class FilterNewerArrayTests: XCTestCase {
  private func call(_ name: String, _ input: LiquidValue, _ arguments: LiquidValue...) throws -> LiquidValue {
    let filter = try XCTUnwrap(StandardFilters.all[name], "missing filter \(name)")
    return try filter(input, FilterArguments(positional: arguments))
  }

  func testSum() throws {
    let cases: [(LiquidValue, [LiquidValue], LiquidValue)] = [
      ([], [], 0), ([1, 2, 3], [], 6), ([-1, -2, -3], [], -6), (["-1", "-2", "-3"], [], -6), ([1, [2, [3]]], [], 6),
      ([["k": 1], ["k": 2], ["k": 3]], [], 0), ([["k": "1"], ["k": "2"], ["k": "3"]], ["k"], 6),
      ([["k": 1], ["k": 2], ["x": 3]], ["k"], 3), ([0.1, 0.2], [], 0.3), ([1, 2.5], [], 3.5),
    ]
    for (input, arguments, expected) in cases {
      let filter = try XCTUnwrap(StandardFilters.all["sum"])
      XCTAssertEqual(try filter(input, FilterArguments(positional: arguments)), expected, "\(input) \(arguments)")
    }
    XCTAssertThrowsError(try call("sum", [1, 2, 3], "k")) { error in
      XCTAssertEqual((error as? FilterError)?.message, "cannot select the property 'k'")
    }
  }

  func testReject() throws {
    XCTAssertEqual(try call("reject", ["x", "y", "cat"], "c"), ["x", "y"])
    XCTAssertEqual(try call("reject", ["x", "y", "cat", nil], "c"), .null)
    XCTAssertThrowsError(try call("reject", ["x", "y", "cat", 1], "c"))
    XCTAssertEqual(
      try call("reject", [["title": "foo"], ["title": false], ["title": nil], ["heading": "baz"]], "title"),
      [["title": false], ["title": nil], ["heading": "baz"]])
    XCTAssertEqual(
      try call("reject", [["title": false], ["title": "bar"], ["title": nil]], "title", false),
      [["title": "bar"], ["title": nil]])
    XCTAssertEqual(try call("reject", ["foo": 1, "bar": 2, "baz": 3], "bar"), [])
    XCTAssertEqual(try call("reject", ["foo": 1, "bar": 2], "bar", 1), [["foo": 1, "bar": 2]])
    XCTAssertEqual(try call("reject", "foobar", "oo"), [])
    XCTAssertEqual(try call("reject", .null, "c"), [])
    XCTAssertEqual(
      try call("reject", [[["title": "foo"], ["title": "bar"]], [[["title": nil]]]], "title", "bar"),
      [["title": "foo"], ["title": nil]])
    XCTAssertThrowsError(try call("reject", ["x"]))
    XCTAssertThrowsError(try call("reject", ["x"], "x", "y", "z"))
  }

  func testHas() throws {
    let cases: [(LiquidValue, [LiquidValue], LiquidValue)] = [
      ([["x": 99], ["z": 42]], [false], false), ([["x": 99], ["z": 42]], [42], false),
      ([["x": 99], ["z": 42]], ["z", 42], true), ([["x": 99], ["z": 42]], ["z", 7], false),
      ([["x": 99], ["z": 42]], [nil], false), ([["x": 99], nil, ["z": 42]], ["z", 42], nil),
      ([1, 2, 3], [2], true), (["x", "y", "z"], ["z"], true), (["x", "y", "z"], [":("], false),
      (["x", "y", "zoo"], ["z"], true), (["z": 42], ["z"], true), (["z": nil], ["z", nil], false),
      (["z": 42], ["z", nil], true), (["z": false], ["z", false], true), (["z": 42], ["z", 99], false),
      (["x", nil, "z", false, true], ["z"], nil), ("zoo", ["z"], true), ([], ["z"], false),
    ]
    for (input, arguments, expected) in cases {
      let filter = try XCTUnwrap(StandardFilters.all["has"])
      XCTAssertEqual(try filter(input, FilterArguments(positional: arguments)), expected, "\(input) \(arguments)")
    }
  }

  func testFindAndFindIndex() throws {
    XCTAssertEqual(try call("find", [["x": 99], ["z": 42, "foo": "bar"]], "z", 42), ["z": 42, "foo": "bar"])
    XCTAssertEqual(try call("find", [["x": 99], nil, ["z": 42]], "z", 42), .null)
    XCTAssertEqual(try call("find", ["x", "y", "z"], "z"), "z")
    XCTAssertEqual(try call("find", ["x", "y", "zoo"], "foo"), .null)
    XCTAssertEqual(try call("find", ["x", "y", "zoo"], "oo"), "zoo")
    XCTAssertEqual(try call("find", ["z": 42], "z"), ["z": 42])
    XCTAssertEqual(try call("find", ["z": nil], "z", nil), .null)
    XCTAssertEqual(try call("find", "zoo", "z", "z"), "zoo")
    XCTAssertEqual(try call("find", "zoo", "z", "y"), .null)
    XCTAssertEqual(try call("find_index", [["x": 99], ["z": 42]], "z", 42), 1)
    XCTAssertEqual(try call("find_index", ["x", "y", "zoo"], "oo"), 2)
    XCTAssertEqual(try call("find_index", ["z": 42], "z"), 0)
    XCTAssertEqual(try call("find_index", ["z": 42], "foo"), .null)
    XCTAssertEqual(try call("find_index", "zoo", "z"), 0)
    XCTAssertEqual(try call("find_index", ["foo", "bar", ["z": nil]], "z", nil), .null)
  }
}

extension FilterNewerArrayTests {
  func testUndefinedPropertySelectsNothing() throws {
    XCTAssertEqual(try call("reject", ["x", "y", "cat"], nil), [])
    XCTAssertEqual(try call("has", ["x"], nil), false)
    XCTAssertEqual(try call("find", ["x"], nil), .null)
  }
}
