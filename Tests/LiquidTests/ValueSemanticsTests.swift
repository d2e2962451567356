import Foundation
import XCTest

@testable import Liquid

/// Value semantics checked against what Ruby Liquid 5.4 prints for the same data.
final class ValueSemanticsTests: XCTestCase {
  func testTruthinessOnlyNilAndFalseAreFalsy() {
    let falsy: [LiquidValue] = [.null, false]
    let truthy: [LiquidValue] = [true, 0, 0.0, "", [], [:], .range(lower: 1, upper: 0)]
    for value in falsy { XCTAssertFalse(value.isTruthy, "\(value)") }
    for value in truthy { XCTAssertTrue(value.isTruthy, "\(value)") }
  }

  func testEmptyAndBlank() {
    let cases: [(LiquidValue, empty: Bool, blank: Bool)] = [
      (.null, false, true), (false, false, true), (true, false, false),
      ("", true, true), (" \n", false, true), ("a", false, false),
      ([], true, true), (["a"], false, false), ([:], true, true), (["a": "b"], false, false),
      (0, false, false), (0.0, false, false),
    ]
    for (value, empty, blank) in cases {
      XCTAssertEqual(value.isEmpty, empty, "empty \(value)")
      XCTAssertEqual(value.isBlank, blank, "blank \(value)")
    }
  }

  func testFloatOutputMatchesRubyToS() {
    let cases: [(Double, String)] = [
      (1.0, "1.0"), (0.1, "0.1"), (1e20, "1.0e+20"), (1e15, "1.0e+15"), (1e16, "1.0e+16"),
      (123456789012345.0, "123456789012345.0"), (1234567890123456.0, "1.234567890123456e+15"),
      (12345678901234567.0, "1.2345678901234568e+16"), (100.0, "100.0"), (0.001, "0.001"),
      (0.0001, "0.0001"), (0.00001, "1.0e-05"), (1.5e-7, "1.5e-07"), (-1e20, "-1.0e+20"),
      (1e100, "1.0e+100"), (1.23e-100, "1.23e-100"), (-0.0, "-0.0"), (3.5, "3.5"), (-2.25, "-2.25"),
      (.infinity, "Infinity"), (-.infinity, "-Infinity"), (.nan, "NaN"), (0.3333333333333333, "0.3333333333333333"),
      // 16 integer digits stay fixed only when a fraction follows (Ruby 3.1's Float#to_s).
      (1000000000000000.5, "1000000000000000.5"), (1234567890123456.8, "1234567890123456.8"),
      (9999999999999998.0, "9.999999999999998e+15"),
    ]
    for (value, expected) in cases {
      XCTAssertEqual(LiquidValue.double(value).outputString, expected, "\(value)")
    }
  }

  func testOutputOfCollections() {
    let object: LiquidValue = ["a": 1, "b": [1, "s", nil, 2.5], "c": ["d": true]]
    XCTAssertEqual(object.outputString, #"{"a"=>1, "b"=>[1, "s", nil, 2.5], "c"=>{"d"=>true}}"#)
    let array: LiquidValue = [1, [2, 3], nil, "a", ["k": "v"]]
    XCTAssertEqual(array.outputString, #"123a{"k"=>"v"}"#)
    XCTAssertEqual(LiquidValue.range(lower: 1, upper: 5).outputString, "1..5")
    XCTAssertEqual(LiquidValue.null.outputString, "")
    XCTAssertEqual(LiquidValue.bool(false).outputString, "false")
    XCTAssertEqual(LiquidValue.object(LiquidObject()).outputString, "{}")
  }

  func testInspectEscapesLikeRuby() {
    let value: LiquidValue = ["s": .string("a\\b\"\n\t\u{1B}\u{01}é#{x}#$a#b")]
    XCTAssertEqual(value.outputString, ##"{"s"=>"a\\b\"\n\t\e\u0001é\#{x}\#$a#b"}"##)
  }

  func testEquality() {
    XCTAssertTrue(LiquidValue.int(1).liquidEquals(.double(1.0)))
    XCTAssertTrue(LiquidValue.double(2.0).liquidEquals(.int(2)))
    XCTAssertFalse(LiquidValue.double(2.5).liquidEquals(.int(2)))
    XCTAssertFalse(LiquidValue.string("1").liquidEquals(.int(1)))
    XCTAssertFalse(LiquidValue.bool(true).liquidEquals(.int(1)))
    XCTAssertTrue(LiquidValue.null.liquidEquals(.null))
    XCTAssertTrue((["a": 1, "b": 2] as LiquidValue).liquidEquals(["b": 2, "a": 1.0]))
    XCTAssertFalse((["a": 1] as LiquidValue).liquidEquals(["a": 1, "b": 2]))
    XCTAssertTrue(([1, [2.0]] as LiquidValue).liquidEquals([1.0, [2]]))
    XCTAssertFalse(([1, 2] as LiquidValue).liquidEquals([2, 1]))
  }

  func testOrdering() {
    XCTAssertEqual(LiquidValue.int(1).compare(.double(1.5)), .orderedAscending)
    XCTAssertEqual(LiquidValue.double(2.0).compare(.int(2)), .orderedSame)
    XCTAssertEqual(LiquidValue.double(-2.5).compare(.int(-3)), .orderedDescending)
    XCTAssertEqual(LiquidValue.string("a").compare("b"), .orderedAscending)
    XCTAssertEqual(LiquidValue.string("B").compare("a"), .orderedAscending)
    XCTAssertEqual(LiquidValue.string("ab").compare("a"), .orderedDescending)
    XCTAssertNil(LiquidValue.int(1).compare("2"))
    XCTAssertNil(LiquidValue.null.compare(1))
    XCTAssertEqual(LiquidValue.int(1).comparisonFailure(with: "2"), "comparison of Integer with String failed")
    XCTAssertEqual(LiquidValue.string("a").comparisonFailure(with: 1), "comparison of String with 1 failed")
    XCTAssertEqual(LiquidValue.double(1.5).comparisonFailure(with: "a"), "comparison of Float with String failed")
    XCTAssertNil(LiquidValue.array([1]).comparisonFailure(with: 1))
    XCTAssertNil(LiquidValue.bool(true).comparisonFailure(with: 1))
    XCTAssertNil(LiquidValue.int(1).comparisonFailure(with: .null))
    XCTAssertNil(LiquidValue.int(1).comparisonFailure(with: 2))
  }

  func testContains() {
    XCTAssertFalse(LiquidValue.string("abc").contains(1))
    XCTAssertTrue(LiquidValue.string("a1c").contains(1))
    XCTAssertTrue((["a": 1] as LiquidValue).contains("a"))
    XCTAssertFalse((["a": 1] as LiquidValue).contains("b"))
    XCTAssertTrue(([1, 2] as LiquidValue).contains(1.0))
    XCTAssertFalse(([1, 2] as LiquidValue).contains("1"))
    XCTAssertFalse(LiquidValue.string("abc").contains(.null))
    XCTAssertFalse(LiquidValue.null.contains("a"))
    XCTAssertTrue(LiquidValue.range(lower: 1, upper: 5).contains(3))
    // Ruby compares bytes: a precomposed "é" does not contain "e" + combining accent, and back.
    XCTAssertFalse(LiquidValue.string("caf\u{E9}").contains(.string("e\u{301}")))
    XCTAssertTrue(LiquidValue.string("cafe\u{301}").contains(.string("e")))
    XCTAssertTrue(LiquidValue.string("abc").contains(""))
    XCTAssertFalse(LiquidValue.string("ab").contains("abc"))
  }

  func testLookups() {
    let array: LiquidValue = [1, 2, 3]
    XCTAssertEqual(array[.int(0)], 1)
    XCTAssertEqual(array[.int(-1)], 3)
    XCTAssertNil(array[.int(3)])
    XCTAssertNil(array[.int(-4)])
    XCTAssertEqual(array["size"], 3)
    XCTAssertEqual(array["first"], 1)
    XCTAssertEqual(array["last"], 3)
    let text: LiquidValue = "abc"
    XCTAssertEqual(text["size"], 3)
    XCTAssertNil(text["first"])
    XCTAssertNil(text[.int(0)])
    let object: LiquidValue = ["a": 1, "size": 9]
    XCTAssertEqual(object["size"], 9)
    XCTAssertEqual(object["first"], ["a", 1])
    XCTAssertNil(object["last"])
    XCTAssertEqual((["a": 1] as LiquidValue)["size"], 1)
    let range = LiquidValue.range(lower: 1, upper: 4)
    XCTAssertEqual(range["first"], 1)
    XCTAssertEqual(range["last"], 4)
    XCTAssertEqual(range["size"], 4)
    XCTAssertEqual(LiquidValue.range(lower: Int.min, upper: Int.max).size, .int(Int.max))
  }

  func testIteration() {
    XCTAssertEqual((["a": 1, "b": 2] as LiquidValue).iterated, [["a", 1], ["b", 2]])
    XCTAssertEqual(LiquidValue.string("abc").iterated, ["abc"])
    XCTAssertEqual(LiquidValue.string("").iterated, [])
    XCTAssertEqual(LiquidValue.range(lower: 2, upper: 4).iterated, [2, 3, 4])
    XCTAssertEqual(LiquidValue.range(lower: 4, upper: 2).iterated, [])
    XCTAssertEqual(LiquidValue.int(5).iterated, [])
    XCTAssertEqual(LiquidValue.null.iterationCount, 0)
    XCTAssertEqual((["a": 1] as LiquidValue).iterationCount, 1)
  }

  func testToNumber() {
    let cases: [(LiquidValue, LiquidValue)] = [
      ("3.5", 3.5), (" 3.5 ", 3.5), ("3.5x", 3), ("1e3", 1), ("abc", 0), ("-12", -12), ("+7", 7),
      ("1_000", 1000), ("3.", 3), ("-0.5", -0.5), (.null, 0), (true, 0), (4, 4), (2.5, 2.5),
      ("99999999999999999999999", .int(Int.max)),
    ]
    for (input, expected) in cases {
      XCTAssertEqual(input.toNumber, expected, "\(input)")
    }
  }
}
