import ModuleCore
import XCTest

final class NavigationControllerTests: XCTestCase {
  @MainActor func testRootIsContainedAsChild() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)

    let navigation = NavigationController(rootViewController: root)

    XCTAssertTrue(navigation.topViewController === root)
    XCTAssertTrue(root.parent === navigation)
    XCTAssertTrue(root.navigationController === navigation)
    XCTAssertEqual(log.events, ["root:willMove(NavigationController)", "root:didMove(NavigationController)"])
  }

  @MainActor func testPushAndPopWhileOnScreenSwapAppearance() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let detail = RecordingViewController("detail", log: log)
    let navigation = NavigationController(rootViewController: root)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    log.clear()

    navigation.pushViewController(detail, animated: true)

    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertTrue(navigation.topViewController === detail)
    XCTAssertEqual(
      log.events,
      [
        "detail:willMove(NavigationController)", "root:viewWillDisappear", "detail:viewDidLoad",
        "detail:viewWillAppear", "root:viewDidDisappear", "detail:viewDidAppear",
        "detail:didMove(NavigationController)",
      ])

    log.clear()
    let popped = navigation.popViewController(animated: true)

    XCTAssertTrue(popped === detail)
    XCTAssertNil(detail.parent)
    XCTAssertTrue(navigation.topViewController === root)
    XCTAssertEqual(
      log.events,
      [
        "detail:willMove(nil)", "detail:viewWillDisappear", "root:viewWillAppear", "detail:viewDidDisappear",
        "root:viewDidAppear", "detail:didMove(nil)",
      ])
  }

  @MainActor func testRootIsNeverPopped() async {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)

    XCTAssertNil(navigation.popViewController(animated: false))
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  @MainActor func testPopToRootReturnsPoppedControllersBottomFirst() async {
    let root = ViewController()
    let second = ViewController()
    let third = ViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)

    let popped = navigation.popToRootViewController(animated: false)

    XCTAssertEqual(popped?.count, 2)
    XCTAssertTrue(popped?.first === second)
    XCTAssertTrue(popped?.last === third)
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertNil(third.navigationController)
  }

  @MainActor func testSetViewControllersReplacesStack() async {
    let root = ViewController()
    let replacement = ViewController()
    let top = ViewController()
    let navigation = NavigationController(rootViewController: root)

    navigation.setViewControllers([replacement, top], animated: false)

    XCTAssertNil(root.parent)
    XCTAssertTrue(navigation.viewControllers.first === replacement)
    XCTAssertTrue(navigation.topViewController === top)
    XCTAssertTrue(top.parent === navigation)
  }

  @MainActor func testPushWhileOffScreenCompletesContainmentAtOnce() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let detail = RecordingViewController("detail", log: log)
    let navigation = NavigationController(rootViewController: root)
    log.clear()

    navigation.pushViewController(detail, animated: true)

    XCTAssertEqual(log.events, ["detail:willMove(NavigationController)", "detail:didMove(NavigationController)"])
  }

  @MainActor func testPopToViewControllerWithCompletionCallsItOncePopped() async {
    let root = ViewController()
    let detail = ViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    let window = TestWindow(rootViewController: navigation)
    var stackWhenCompleted: [ViewController]?

    let popped = navigation.popToViewController(root, animated: true) {
      stackWhenCompleted = navigation.viewControllers
    }

    XCTAssertEqual(popped, [detail])
    XCTAssertEqual(stackWhenCompleted, [root])
    XCTAssertTrue(window.rootViewController === navigation)
  }

  @MainActor func testVisibleViewControllerIsPresentedOneWhenPresenting() async {
    let root = ViewController()
    let modal = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = TestWindow(rootViewController: navigation)
    XCTAssertTrue(navigation.visibleViewController === root)

    root.present(modal, animated: false)

    XCTAssertTrue(modal.presentingViewController === window.rootViewController)
    XCTAssertTrue(navigation.visibleViewController === modal)
  }
}
