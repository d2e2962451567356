#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  final class ModuleNavigationTests: XCTestCase {
    /// The completion runs once the pop has happened: the popped controller is off screen, animated or not, and
    /// never before `pop` returns.
    @MainActor func testPopCallsTheCompletionAfterThePopHappened() async {
      for animated in [false, true] {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = await TestWindow(rootViewController: navigation)
        addTeardownBlock { window.close() }
        await window.push(detail, on: navigation)
        var detailInWindowWhenCompleted: Bool?

        let popped = ModuleNavigation.pop(to: root, in: navigation, animated: animated) {
          detailInWindowWhenCompleted = detail.viewIfLoaded?.window != nil
        }
        let completedBeforeReturning = detailInWindowWhenCompleted != nil
        await window.settle()

        XCTAssertEqual(popped, [detail])
        XCTAssertFalse(completedBeforeReturning, "animated: \(animated)")
        XCTAssertEqual(detailInWindowWhenCompleted, false, "animated: \(animated)")
        XCTAssertEqual(navigation.viewControllers, [root])
      }
    }
  }
#endif
