import XCTest

final class LiquidTestsPlaceholder: XCTestCase {
  func testPackageBuilds() { XCTAssertEqual(1 + 1, 2) }
}
