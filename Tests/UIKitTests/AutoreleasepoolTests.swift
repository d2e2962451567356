import UIKit
import XCTest

final class AutoreleasepoolTests: XCTestCase {
  private struct Failure: Error {}

  func testReturnsWhatTheBodyReturns() {
    XCTAssertEqual(autoreleasepool { 42 }, 42)
  }

  func testRethrowsWhatTheBodyThrows() {
    XCTAssertThrowsError(try autoreleasepool { () throws -> Int in throw Failure() }) { error in
      XCTAssertTrue(error is Failure)
    }
  }

  @MainActor func testObjectsBuiltInsideAreReleasedWhenTheLastReferenceGoes() async {
    weak var released: UIViewController?
    var controller: UIViewController? = autoreleasepool {
      let controller = UIViewController()
      controller.loadViewIfNeeded()
      return controller
    }
    released = controller

    controller = nil

    XCTAssertNil(released)
  }
}
