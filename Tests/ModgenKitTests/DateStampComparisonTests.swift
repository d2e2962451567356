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
