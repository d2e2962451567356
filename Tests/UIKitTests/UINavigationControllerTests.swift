import UIKit
import XCTest

final class UINavigationControllerTests: XCTestCase {
  @MainActor func testRootIsContainedAsChild() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)

    let navigation = UINavigationController(rootViewController: root)

    XCTAssertTrue(navigation.topViewController === root)
    XCTAssertTrue(root.parent === navigation)
    XCTAssertTrue(root.navigationController === navigation)
    XCTAssertEqual(log.events, ["root:willMove(UINavigationController)", "root:didMove(UINavigationController)"])
  }

  /// `popViewController(animated:)` "removes the top view controller from the stack and makes the new top of the stack
  /// the active view controller"; a push covers the old top. The covered screen disappears and the uncovered one
  /// appears, each `viewWill…` before its `viewDid…`, in the order UIKit uses for pushes and pops: old
  /// `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`; the pushed controller's
  /// `didMove(toParent:)` comes after its appearance, the popped one's `willMove(toParent: nil)` before its
  /// disappearance.
  @MainActor func testPushAndPopWhileOnScreenSwapAppearance() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let detail = RecordingViewController("detail", log: log)
    let navigation = UINavigationController(rootViewController: root)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    log.clear()

    navigation.pushViewController(detail, animated: true)
    await settle()

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
    await settle()

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

  /// `popViewController(animated:)`: "If the view controller at the top of the stack is the root view controller,
  /// this method does nothing."
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
    await settle()
    navigation.pushViewController(third, animated: false)
    await settle()

    let popped = navigation.popToRootViewController(animated: false)
    await settle()

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
    await settle()

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
    await settle()

    XCTAssertEqual(log.events, ["detail:willMove(UINavigationController)", "detail:didMove(UINavigationController)"])
  }

  @MainActor func testVisibleViewControllerIsPresentedOneWhenPresenting() async {
    let root = UIViewController()
    let modal = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigation)
    XCTAssertTrue(navigation.visibleViewController === root)

    root.present(modal, animated: false)
    await settle()

    XCTAssertTrue(modal.presentingViewController === window.rootViewController)
    XCTAssertTrue(navigation.visibleViewController === modal)
  }

  /// `isMovingToParent`: called "inside your viewWillAppear: and viewDidAppear: methods to determine if the view
  /// controller's view is being shown because the view controller was just added to a container view controller."
  /// The pushed controller sees `true` in both; the covered one sees no reason; both are `false` afterwards.
  @MainActor func testPushedControllerIsMovingToParentInItsAppearanceCallbacks() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let detail = RecordingViewController("detail", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    log.clear()

    navigation.pushViewController(detail, animated: true)
    await settle()

    XCTAssertEqual(
      log.reasons,
      [
        "root:viewWillDisappear()", "detail:viewWillAppear(movingToParent)", "root:viewDidDisappear()",
        "detail:viewDidAppear(movingToParent)",
      ])
    XCTAssertFalse(detail.isMovingToParent)
    XCTAssertFalse(root.isMovingFromParent)
  }

  /// `isMovingFromParent`: called "inside your viewWillDisappear: and viewDidDisappear: methods to determine if the
  /// view controller's view is being hidden because the view controller was removed from its container view
  /// controller." The back button pops with `popViewController(animated:)`: the popped controller sees `true` in
  /// both callbacks, the uncovered one sees no reason (it was not added, it was there).
  @MainActor func testPoppedControllerIsMovingFromParentInItsDisappearanceCallbacks() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let detail = RecordingViewController("detail", log: log)
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    await settle()
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    log.clear()

    navigation.popViewController(animated: true)
    await settle()

    XCTAssertEqual(
      log.reasons,
      [
        "detail:viewWillDisappear(movingFromParent)", "root:viewWillAppear()",
        "detail:viewDidDisappear(movingFromParent)", "root:viewDidAppear()",
      ])
    XCTAssertFalse(detail.isMovingFromParent)
  }

  /// A controller covered by a push is not being removed: `isMovingFromParent` stays `false` in its disappearance
  /// callbacks, so code that reacts to a screen leaving for good does not react to a push.
  @MainActor func testCoveredControllerIsNotMovingFromParent() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    log.clear()

    navigation.pushViewController(UIViewController(), animated: false)
    await settle()

    XCTAssertEqual(log.reasons, ["root:viewWillDisappear()", "root:viewDidDisappear()"])
  }

  /// Replacing the stack with `setViewControllers(_:animated:)` removes the old top from its container: it
  /// disappears with `isMovingFromParent` set, and the new top appears with `isMovingToParent` set.
  @MainActor func testSetViewControllersMovesTheOldTopOutAndTheNewTopIn() async {
    let log = EventLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    log.clear()

    navigation.setViewControllers([second], animated: false)
    await settle()

    XCTAssertEqual(
      log.reasons,
      [
        "first:viewWillDisappear(movingFromParent)", "second:viewWillAppear(movingToParent)",
        "first:viewDidDisappear(movingFromParent)", "second:viewDidAppear(movingToParent)",
      ])
  }

  /// A navigation controller's view shows its top view controller's view ("The navigation controller manages the
  /// current displayed screens using the navigation stack… the topmost view controller's view is the one the
  /// navigation interface displays"); a controller covered by a push has its view taken out of the window until it
  /// is uncovered.
  @MainActor func testTheTopControllersViewIsShownAndACoveredOneLeavesTheWindow() async {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    await settle()
    window.makeKeyAndVisible()
    await settle()
    XCTAssertTrue(first.view.superview === navigation.view)
    XCTAssertEqual(first.view.frame, navigation.view.bounds)

    navigation.pushViewController(second, animated: false)
    await settle()

    XCTAssertTrue(second.view.window === window)
    XCTAssertNil(first.view.window, "the covered screen's view is out of the window")

    navigation.popViewController(animated: false)
    await settle()

    XCTAssertTrue(first.view.window === window)
    XCTAssertNil(second.view.superview)
  }
}
