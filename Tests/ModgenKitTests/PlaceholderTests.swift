import XCTest

final class ModgenKitTestsPlaceholder: XCTestCase {
  func testPackageBuilds() { XCTAssertEqual(1 + 1, 2) }
}
