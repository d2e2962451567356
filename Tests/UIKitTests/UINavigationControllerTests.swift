import UIKit
import XCTest

final class NavigationControllerTests: XCTestCase {
  @MainActor func testRootIsContainedAsChild() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)

    let navigation = UINavigationController(rootViewController: root)

    XCTAssertTrue(navigation.topViewController === root)
    XCTAssertTrue(root.parent === navigation)
    XCTAssertTrue(root.navigationController === navigation)
    XCTAssertEqual(log.events, ["root:willMove(UINavigationController)", "root:didMove(UINavigationController)"])
  }

  @MainActor func testPushAndPopWhileOnScreenSwapAppearance() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let detail = RecordingViewController("detail", log: log)
    let navigation = UINavigationController(rootViewController: root)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    log.clear()

    navigation.pushViewController(detail, animated: true)

    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertTrue(navigation.topViewController === detail)
    XCTAssertEqual(
      log.events,
      [
        "detail:willMove(UINavigationController)", "root:viewWillDisappear", "detail:viewDidLoad",
        "detail:viewWillAppear", "root:viewDidDisappear", "detail:viewDidAppear",
        "detail:didMove(UINavigationController)",
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
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)

    XCTAssertNil(navigation.popViewController(animated: false))
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  @MainActor func testPopToRootReturnsPoppedControllersBottomFirst() async {
    let root = UIViewController()
    let second = UIViewController()
    let third = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
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
    let root = UIViewController()
    let replacement = UIViewController()
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: root)

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
    let navigation = UINavigationController(rootViewController: root)
    log.clear()

    navigation.pushViewController(detail, animated: true)

    XCTAssertEqual(log.events, ["detail:willMove(UINavigationController)", "detail:didMove(UINavigationController)"])
  }

  @MainActor func testVisibleViewControllerIsPresentedOneWhenPresenting() async {
    let root = UIViewController()
    let modal = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = TestWindow(rootViewController: navigation)
    XCTAssertTrue(navigation.visibleViewController === root)

    root.present(modal, animated: false)

    XCTAssertTrue(modal.presentingViewController === window.rootViewController)
    XCTAssertTrue(navigation.visibleViewController === modal)
  }
}
