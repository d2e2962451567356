import Foundation
import XCTest

@testable import Liquid

/// Runs every row of ``filterParityCases`` (generated from Ruby Liquid 5.4) through
/// ``StandardFilters/all`` and compares the rendered text or the error message.
final class FilterParityTests: XCTestCase {
  override class func setUp() {
    super.setUp()
    // The cases were generated with TZ=UTC; timestamps render in the local zone, as in Ruby.
    setenv("TZ", "UTC", 1)
    NSTimeZone.resetSystemTimeZone()
  }

  func testFiltersMatchRubyLiquid() {
    var failures: [String] = []
    for (name, input, positional, keyword, expected) in filterParityCases {
      guard let filter = StandardFilters.all[name] else {
        failures.append("\(name): missing")
        continue
      }
      let arguments = FilterArguments(
        positional: positional, keyword: LiquidObject(keyword.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
      let actual: String
      do {
        actual = try filter(input, arguments).outputString
      } catch {
        actual = "ERROR: \(error.message)"
      }
      if actual != expected {
        failures.append(
          "\(name)(\(input.inspectString), \(positional.map(\.inspectString))): got \(actual.debugDescription), Ruby \(expected.debugDescription)"
        )
      }
    }
    XCTAssert(
      failures.isEmpty, "\(failures.count) of \(filterParityCases.count) differ:\n" + failures.joined(separator: "\n"))
    XCTAssertGreaterThan(filterParityCases.count, 250)
  }
}
