import XCTest

@testable import ModgenGenerate

final class DateStampComparisonTests: XCTestCase {
  private let today = DateStampComparison(date: "23/11/2026", year: "2026")

  func testOnlyStampsMayDiffer() {
    let generated = "//  Created by Ann on 23/11/2026.\n//  Copyright © 2026 Acme.\nstruct A {}\n"
    XCTAssertTrue(
      today.differsOnlyInStamps(
        existing: "//  Created by Ann on 01/02/2025.\n//  Copyright © 2025 Acme.\nstruct A {}\n", generated: generated))
    XCTAssertFalse(today.differsOnlyInStamps(existing: generated, generated: generated), "equal is not 'only stamps'")
    XCTAssertFalse(
      today.differsOnlyInStamps(
        existing: "//  Created by Bob on 01/02/2025.\n//  Copyright © 2025 Acme.\nstruct A {}\n", generated: generated))
    XCTAssertFalse(
      today.differsOnlyInStamps(
        existing: "//  Created by Ann on 01/02/2025.\n//  Copyright © 2025 Acme.\nstruct B {}\n", generated: generated))
    XCTAssertFalse(
      today.differsOnlyInStamps(
        existing: "//  Created by Ann on 1/2/2025.\n", generated: "//  Created by Ann on 23/11/2026.\n"))
  }
}

/// The local-time stamps read with `localtime_r` agree with Foundation's calendar.
final class TemplateVariablesStampTests: XCTestCase {
  func testLocalStampsMatchTheCalendarInTheCurrentZone() {
    for seconds in [0, 951_782_400, 1_767_225_599, 1_767_225_600, 4_102_444_800] as [TimeInterval] {
      let date = Date(timeIntervalSince1970: seconds)
      let local = TemplateVariables.stamps(of: date, timeZone: nil)
      let viaCalendar = TemplateVariables.stamps(of: date, timeZone: .current)
      XCTAssertEqual(local.date, viaCalendar.date, "\(seconds)")
      XCTAssertEqual(local.year, viaCalendar.year, "\(seconds)")
    }
    XCTAssertEqual(
      TemplateVariables.stamps(of: Date(timeIntervalSince1970: 951_782_400), timeZone: TimeZone(identifier: "UTC"))
        .date,
      "29/02/2000")
  }
}
