import UIKit
import XCTest

final class UIViewControllerTests: XCTestCase {
  @MainActor func testViewLoadsOnceOnFirstAccess() async {
    let log = EventLog()
    let controller = RecordingViewController("a", log: log)
    XCTAssertFalse(controller.isViewLoaded)
    XCTAssertNil(controller.viewIfLoaded)

    let view = controller.view
    controller.loadViewIfNeeded()

    XCTAssertTrue(controller.isViewLoaded)
    XCTAssertTrue(controller.view === view)
    XCTAssertEqual(log.events, ["a:viewDidLoad"])
  }

  @MainActor func testAddChildCallsWillMoveAndRemoveFromParentCallsDidMoveNil() async {
    let log = EventLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)

    parent.addChild(child)
    XCTAssertEqual(log.events, ["child:willMove(parent)"])
    XCTAssertTrue(child.parent === parent)
    XCTAssertEqual(parent.children.count, 1)

    log.clear()
    child.removeFromParent()
    XCTAssertEqual(log.events, ["child:didMove(nil)"])
    XCTAssertNil(child.parent)
    XCTAssertTrue(parent.children.isEmpty)
  }

  @MainActor func testAddingChildToNewParentRemovesItFromOldOne() async {
    let log = EventLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let child = RecordingViewController("child", log: log)
    first.addChild(child)
    log.clear()

    second.addChild(child)

    XCTAssertTrue(first.children.isEmpty)
    XCTAssertTrue(child.parent === second)
    XCTAssertEqual(log.events, ["child:didMove(nil)", "child:willMove(second)"])
  }

  @MainActor func testPresentDeliversAppearanceAndLinksBothSides() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let modal = RecordingViewController("modal", log: log)
    let window = UIWindow()
    window.rootViewController = host
    await settle()
    log.clear()
    var completed = false

    host.present(modal, animated: true) { completed = true }
    await settle()

    XCTAssertTrue(completed)
    XCTAssertTrue(host.presentedViewController === modal)
    XCTAssertTrue(modal.presentingViewController === host)
    XCTAssertTrue(modal.view.window === window)
    XCTAssertEqual(log.events, ["modal:viewDidLoad", "modal:viewWillAppear", "modal:viewDidAppear"])
  }

  /// UIKit presents only from a view controller whose view is in the window hierarchy; otherwise it logs "Attempt to
  /// present … whose view is not in the window hierarchy", presents nothing and does not call the completion.
  @MainActor func testPresentingFromControllerOutsideAWindowIsRefused() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let modal = RecordingViewController("modal", log: log)
    var completed = false

    host.present(modal, animated: false) { completed = true }

    XCTAssertFalse(completed)
    XCTAssertNil(host.presentedViewController)
    XCTAssertNil(modal.presentingViewController)
    XCTAssertEqual(log.events, [])
  }

  /// UIKit presents only from a view controller whose view is in the window hierarchy, also when the view was in a
  /// window before.
  @MainActor func testPresentingFromControllerWhoseViewLeftTheWindowIsRefused() async {
    let window = await TestWindow()
    let host = window.rootViewController
    window.window.rootViewController = UIViewController()
    await settle()
    XCTAssertNil(host.view.window)

    host.present(UIViewController(), animated: false)
    await settle()

    XCTAssertNil(host.presentedViewController)
  }

  @MainActor func testPresentingWhileAlreadyPresentingIsRefused() async {
    let window = await TestWindow()
    let host = window.rootViewController
    let first = UIViewController()
    let second = UIViewController()
    host.present(first, animated: false)
    await settle()
    var completed = false

    host.present(second, animated: false) { completed = true }

    XCTAssertFalse(completed)
    XCTAssertTrue(host.presentedViewController === first)
    XCTAssertNil(second.presentingViewController)
  }

  /// `presentedViewController`: "The view controller that is presented by this view controller, or one of its
  /// ancestors in the view controller hierarchy."
  @MainActor func testPresentFromChildUsesOutermostAncestor() async {
    let container = UIViewController()
    let child = UIViewController()
    let modal = UIViewController()
    container.addChild(child)
    let window = await TestWindow(rootViewController: container)

    child.present(modal, animated: false)
    await settle()

    XCTAssertTrue(modal.presentingViewController === window.rootViewController)
    XCTAssertTrue(child.presentedViewController === modal)
  }

  @MainActor func testPresentedControllerCanPresentInTurn() async {
    let window = await TestWindow()
    let first = UIViewController()
    let second = UIViewController()
    window.rootViewController.present(first, animated: false)
    await settle()

    first.present(second, animated: false)
    await settle()

    XCTAssertTrue(first.presentedViewController === second)
    XCTAssertTrue(second.view.window === window.window)
  }

  /// `dismiss(animated:completion:)`: "If you call this method on the presented view controller itself, UIKit asks the
  /// presenting view controller to handle the dismissal."
  @MainActor func testDismissFromPresentedControllerDismissesItself() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let modal = RecordingViewController("modal", log: log)
    let window = await TestWindow(rootViewController: host)
    host.present(modal, animated: false)
    await settle()
    log.clear()
    var completed = false

    modal.dismiss(animated: true) { completed = true }
    await settle()

    XCTAssertTrue(completed)
    XCTAssertNil(host.presentedViewController)
    XCTAssertNil(modal.presentingViewController)
    XCTAssertNil(modal.view.window)
    XCTAssertTrue(host.view.window === window.window)
    XCTAssertEqual(log.events, ["modal:viewWillDisappear", "modal:viewDidDisappear"])
  }

  /// `dismiss(animated:completion:)`: calling it "on a view controller lower in the stack dismisses its immediate
  /// child view controller and all view controllers above that child on the stack."
  @MainActor func testDismissFromHostDismissesWholeChainTopmostFirst() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let window = await TestWindow(rootViewController: host)
    host.present(first, animated: false)
    await settle()
    first.present(second, animated: false)
    await settle()
    log.clear()

    host.dismiss(animated: false)
    await settle()

    XCTAssertNil(host.presentedViewController)
    XCTAssertNil(first.presentedViewController)
    XCTAssertEqual(window.window.subviews, [host.view])
    XCTAssertEqual(
      log.events,
      ["second:viewWillDisappear", "second:viewDidDisappear", "first:viewWillDisappear", "first:viewDidDisappear"])
  }

  /// `shouldAutomaticallyForwardAppearanceMethods`: "The default implementation returns `true`": a container's
  /// appearance callbacks reach its children.
  @MainActor func testAppearanceIsForwardedToChildrenByDefault() async {
    let log = EventLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)
    parent.addChild(child)
    child.didMove(toParent: parent)
    log.clear()

    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()

    XCTAssertEqual(
      log.events,
      [
        "parent:viewDidLoad", "parent:viewWillAppear", "child:viewDidLoad", "child:viewWillAppear",
        "parent:viewDidAppear", "child:viewDidAppear",
      ])
  }

  @MainActor func testRepeatedAppearanceTransitionIsIgnored() async {
    let log = EventLog()
    let controller = RecordingViewController("a", log: log)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    log.clear()

    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()

    XCTAssertEqual(log.events, [])
  }

  @MainActor func testControllerIsReleasedAfterDismissal() async {
    let window = await TestWindow()
    let host = window.rootViewController
    var modal: UIViewController? = UIViewController()
    weak var weakModal: UIViewController?
    weakModal = modal
    host.present(modal!, animated: false)
    await settle()
    modal = nil
    XCTAssertNotNil(weakModal)

    host.dismiss(animated: false)
    await settle()

    XCTAssertNil(weakModal)
  }

  /// `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors was,
  /// this property contains the view controller that presented the ancestor."
  @MainActor func testPresentingViewControllerIsInheritedFromThePresentedAncestor() async {
    let window = await TestWindow()
    let container = UIViewController()
    let child = UIViewController()
    let grandchild = UIViewController()
    container.addChild(child)
    child.addChild(grandchild)
    XCTAssertNil(grandchild.presentingViewController)

    window.rootViewController.present(container, animated: false)
    await settle()

    XCTAssertTrue(container.presentingViewController === window.rootViewController)
    XCTAssertTrue(child.presentingViewController === window.rootViewController)
    XCTAssertTrue(grandchild.presentingViewController === window.rootViewController)
    XCTAssertNil(window.rootViewController.presentingViewController)
  }

  /// `presentedViewController`: "The view controller that is presented by this view controller, or one of its
  /// ancestors in the view controller hierarchy": a child of the presenting controller answers with what its
  /// ancestor presents, and stops doing so once the presentation is dismissed.
  @MainActor func testPresentedViewControllerIsInheritedFromThePresentingAncestor() async {
    let container = UIViewController()
    let child = UIViewController()
    let modal = UIViewController()
    container.addChild(child)
    let window = await TestWindow(rootViewController: container)
    defer { withExtendedLifetime(window) {} }
    container.present(modal, animated: false)
    await settle()
    XCTAssertTrue(child.presentedViewController === modal)

    modal.dismiss(animated: false)
    await settle()

    XCTAssertNil(child.presentedViewController)
    XCTAssertNil(container.presentedViewController)
  }

  /// `shouldAutomaticallyForwardAppearanceMethods`: "This method is called to determine whether to automatically
  /// forward appearance-related containment callbacks to child view controllers"; a container that answers `false`
  /// tells its children itself, with `beginAppearanceTransition(_:animated:)` ("use this method to tell the child
  /// that its views are about to appear or disappear") and `endAppearanceTransition()`.
  @MainActor func testWithoutAutomaticForwardingOnlyTheContainerTellsItsChildren() async {
    let log = EventLog()
    let container = ManuallyForwardingContainer()
    let child = RecordingViewController("child", log: log)
    container.addChild(child)
    child.didMove(toParent: container)
    log.clear()

    container.beginAppearanceTransition(true, animated: false)
    container.endAppearanceTransition()

    XCTAssertEqual(log.events, [])

    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    container.beginAppearanceTransition(false, animated: false)
    container.endAppearanceTransition()

    XCTAssertEqual(log.events, ["child:viewDidLoad", "child:viewWillAppear", "child:viewDidAppear"])

    log.clear()
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()

    XCTAssertEqual(log.events, ["child:viewWillDisappear", "child:viewDidDisappear"])
  }

  /// `isMovingToParent` and `isMovingFromParent` are `true` only while a container adds or removes the controller:
  /// in UIKit's words, they tell "if the view controller's view is being shown because the view controller was just
  /// added to a container view controller" (or hidden because it "was removed from its container view controller").
  /// A container of its own adds the child and forwards the appearance itself; outside the callbacks both are
  /// `false`.
  @MainActor func testCustomContainerChildIsMovingOnlyDuringTheCallbacksOfItsMove() async {
    let log = EventLog()
    let container = ManuallyForwardingContainer()
    let child = RecordingViewController("child", log: log)
    let window = await TestWindow(rootViewController: container)
    defer { withExtendedLifetime(window) {} }

    container.addChild(child)
    XCTAssertFalse(child.isMovingToParent)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    child.didMove(toParent: container)
    XCTAssertFalse(child.isMovingToParent)

    child.willMove(toParent: nil)
    child.beginAppearanceTransition(false, animated: false)
    child.endAppearanceTransition()
    child.removeFromParent()

    XCTAssertFalse(child.isMovingFromParent)
    XCTAssertEqual(
      log.reasons,
      [
        "child:viewWillAppear(movingToParent)", "child:viewDidAppear(movingToParent)",
        "child:viewWillDisappear(movingFromParent)", "child:viewDidDisappear(movingFromParent)",
      ])
  }
}

/// A container that forwards appearance callbacks to its children itself.
private final class ManuallyForwardingContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
