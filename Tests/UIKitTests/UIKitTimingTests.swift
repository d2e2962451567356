import UIKit
import XCTest

/// UIKit does its transitions later than the call that asks for them; the stand-in does too. Each rule has a test
/// quoting Apple's documentation and a twin showing that code assuming the lenient behaviour (asserting right after
/// the call) fails here: the assertion's condition is false right after the call and true only after waiting.
final class UIKitTimingTests: XCTestCase {
  /// `setNeedsLayout()`: "this method does not force an immediate update, but instead waits for the next update
  /// cycle"; a navigation controller pushes in its next layout pass. The stack changes at once; the appearance
  /// calls come with the layout pass, which `layoutIfNeeded()` ("Use this method to force the view to update its
  /// layout immediately") performs at once.
  @MainActor func testAPushChangesTheStackAtOnceAndAppearsInTheNextLayoutPass() async {
    let log = EventLog()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigation)
    let detail = RecordingViewController("detail", log: log)

    navigation.pushViewController(detail, animated: false)
    let eventsRightAfter = log.events
    navigation.view.layoutIfNeeded()

    XCTAssertEqual(navigation.viewControllers.last, detail)
    XCTAssertEqual(eventsRightAfter, ["detail:willMove(UINavigationController)"])
    XCTAssertEqual(
      log.events.suffix(3), ["detail:viewWillAppear", "detail:viewDidAppear", "detail:didMove(UINavigationController)"])
    XCTAssertTrue(detail.view.window === window.window)
  }

  /// The twin: a test that pushes and asserts on the next line that the pushed screen is on screen is wrong.
  @MainActor func testAssertingRightAfterAPushFails() async {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigation)
    let detail = UIViewController()

    navigation.pushViewController(detail, animated: false)
    let onScreenRightAfter = detail.viewIfLoaded?.window != nil
    await settle()

    XCTAssertFalse(onScreenRightAfter)
    XCTAssertTrue(detail.view.window === window.window)
  }

  /// The same for a pop: the popped controller is off the stack at once, and disappears later.
  @MainActor func testAssertingRightAfterAPopFails() async {
    let log = EventLog()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    let detail = RecordingViewController("detail", log: log)
    navigation.pushViewController(detail, animated: false)
    await settle()

    navigation.popViewController(animated: false)
    let disappearedRightAfter = log.events.contains("detail:viewDidDisappear")
    await settle()

    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertFalse(disappearedRightAfter)
    XCTAssertTrue(log.events.contains("detail:viewDidDisappear"))
  }

  /// `viewDidAppear(_:)`: "Notifies the view controller that its view was added to a view hierarchy." A window's
  /// root appears once the window is on screen, after `makeKeyAndVisible()` returned.
  @MainActor func testAWindowsRootAppearsAfterMakeKeyAndVisibleReturned() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root

    window.makeKeyAndVisible()
    let appearedRightAfter = log.events.contains("root:viewDidAppear")
    await settle()

    XCTAssertTrue(window.isKeyWindow)
    XCTAssertFalse(appearedRightAfter)
    XCTAssertEqual(log.events, ["root:viewDidLoad", "root:viewWillAppear", "root:viewDidAppear"])
  }

  /// `present(_:animated:completion:)`'s completion is "The block to execute after the presentation finishes": the
  /// presented controller is linked at once, appears later, and the completion runs after it appeared.
  @MainActor func testAPresentationAppearsLaterAndItsCompletionRunsAfterward() async {
    let log = EventLog()
    let window = await TestWindow()
    let modal = RecordingViewController("modal", log: log)

    window.rootViewController.present(modal, animated: true) { log.record("completion") }
    let eventsRightAfter = log.events
    await settle()

    XCTAssertTrue(window.rootViewController.presentedViewController === modal)
    XCTAssertEqual(eventsRightAfter, [])
    XCTAssertEqual(log.events, ["modal:viewDidLoad", "modal:viewWillAppear", "modal:viewDidAppear", "completion"])
  }

  /// The twin: a dismissal asserted on the next line has not happened yet; UIKit keeps `presentedViewController`
  /// until the dismissal finished.
  @MainActor func testAssertingRightAfterADismissalFails() async {
    let window = await TestWindow()
    let modal = UIViewController()
    await window.present(modal)

    window.rootViewController.dismiss(animated: false)
    let goneRightAfter = window.rootViewController.presentedViewController == nil
    await settle()

    XCTAssertFalse(goneRightAfter)
    XCTAssertNil(window.rootViewController.presentedViewController)
    XCTAssertNil(modal.viewIfLoaded?.window)
  }

  /// An animated transition has a coordinator while it runs, and its completion blocks run after the appearance
  /// calls; a presentation asked for while a presentation runs is refused, as UIKit refuses it.
  @MainActor func testAnAnimatedPushRunsCoordinatorCompletionsAfterTheAppearanceCalls() async {
    let log = EventLog()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    let detail = RecordingViewController("detail", log: log)

    navigation.pushViewController(detail, animated: true)
    navigation.view.layoutIfNeeded()
    let coordinator = navigation.transitionCoordinator
    coordinator?.animate(alongsideTransition: nil) { _ in log.record("completion") }
    let coordinatorOfChild = detail.transitionCoordinator
    await settle()

    XCTAssertNotNil(coordinator)
    XCTAssertTrue(coordinatorOfChild === coordinator)
    XCTAssertNil(navigation.transitionCoordinator)
    XCTAssertEqual(
      log.events.suffix(3), ["detail:viewDidAppear", "detail:didMove(UINavigationController)", "completion"])
  }

  /// `isMovingFromParent`: "A Boolean value indicating whether the view controller is being removed from a parent
  /// view controller." It is UIKit's own state: a controller whose `willMove(toParent:)` override forgets `super`
  /// still sees it when popped.
  @MainActor func testIsMovingFromParentDoesNotDependOnOverridesCallingSuper() async {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    let detail = SuperlessViewController()
    navigation.pushViewController(detail, animated: false)
    await settle()

    navigation.popViewController(animated: true)
    await settle()

    XCTAssertEqual(detail.movingFromParentInDisappearance, [true, true])
  }
}

/// A controller whose containment overrides do not call `super`, recording `isMovingFromParent` as it disappears.
private final class SuperlessViewController: UIViewController {
  private(set) var movingFromParentInDisappearance: [Bool] = []

  override func willMove(toParent parent: UIViewController?) {}

  override func didMove(toParent parent: UIViewController?) {}

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    movingFromParentInDisappearance.append(isMovingFromParent)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    movingFromParentInDisappearance.append(isMovingFromParent)
  }
}
