import XCTest

final class TemplateTestsPlaceholder: XCTestCase {
  func testPackageBuilds() { XCTAssertEqual(1 + 1, 2) }
}
