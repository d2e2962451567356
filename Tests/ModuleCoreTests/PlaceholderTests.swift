import XCTest

final class ModuleCoreTestsPlaceholder: XCTestCase {
  func testPackageBuilds() { XCTAssertEqual(1 + 1, 2) }
}
