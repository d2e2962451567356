import ModuleCore
import UIKit
import XCTest

final class UINavigationControllerCompletionTests: XCTestCase {
  @MainActor func testPopToViewControllerWithCompletionCallsItOncePopped() async {
    let root = UIViewController()
    let detail = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    let window = TestWindow(rootViewController: navigation)
    var stackWhenCompleted: [UIViewController]?

    let popped = navigation.popToViewController(root, animated: true) {
      stackWhenCompleted = navigation.viewControllers
    }

    XCTAssertEqual(popped, [detail])
    XCTAssertEqual(stackWhenCompleted, [root])
    XCTAssertTrue(window.rootViewController === navigation)
  }
}
