import Foundation
import XCTest

@testable import Liquid

/// The `date` filter with an injected clock, and the calendar arithmetic under it.
final class FilterDateTests: XCTestCase {
  override class func setUp() {
    super.setUp()
    setenv("TZ", "UTC", 1)
    NSTimeZone.resetSystemTimeZone()
  }

  private let now = Date(timeIntervalSince1970: 1_779_417_022)  // 2026-05-22 02:30:22 UTC

  private func format(_ input: LiquidValue, _ pattern: String) throws -> LiquidValue {
    try StandardFilters.date(now: now)(input, FilterArguments(positional: [.string(pattern)]))
  }

  func testNowAndTodayUseTheInjectedClock() throws {
    XCTAssertEqual(try format("now", "%Y-%m-%d %H:%M:%S"), "2026-05-22 02:30:22")
    XCTAssertEqual(try format("Today", "%Y"), "2026")
    XCTAssertEqual(try StandardFilters.all(now: now)["date"]?("now", FilterArguments(positional: ["%F"])), "2026-05-22")
  }

  func testMissingDatePartsComeFromNow() throws {
    XCTAssertEqual(try format("10:30", "%F %T"), "2026-05-22 10:30:00")
    XCTAssertEqual(try format("3:45 PM", "%F %T"), "2026-05-22 15:45:00")
    XCTAssertEqual(try format("March 14", "%F"), "2026-03-14")
    XCTAssertEqual(try format("12/25", "%F"), "2026-12-25")
    XCTAssertEqual(try format("Mar 2016", "%F"), "2016-03-01")
  }

  func testUnparsableInputIsReturnedUnchanged() throws {
    for input: LiquidValue in ["hello", "tomorrow", "1 2 3", "03/14/2016", "2016-13-01", 5.5, [1], .null] {
      XCTAssertEqual(try format(input, "%Y"), input, "\(input)")
    }
  }

  func testTimestamps() throws {
    XCTAssertEqual(try format(0, "%F %T %z"), "1970-01-01 00:00:00 +0000")
    XCTAssertEqual(try format(-86_401, "%F %T %a"), "1969-12-30 23:59:59 Tue")
    XCTAssertEqual(try format("951782400", "%F %j"), "2000-02-29 060")
  }

  func testCivilCalendarRoundTrips() {
    for days in stride(from: -800_000, through: 800_000, by: 997) {
      let (year, month, day) = CivilFields.civil(fromDays: days)
      XCTAssertEqual(CivilFields.days(year: year, month: month, day: day), days)
    }
  }

  func testArgumentCount() {
    XCTAssertThrowsError(try StandardFilters.date(now: now)("now", FilterArguments())) { error in
      XCTAssertEqual((error as? FilterError)?.message, "wrong number of arguments (given 1, expected 2)")
    }
  }
}
