import UIKit
import XCTest

final class ViewControllerTests: XCTestCase {
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
    log.clear()
    var completed = false

    host.present(modal, animated: true) { completed = true }

    XCTAssertTrue(completed)
    XCTAssertTrue(host.presentedViewController === modal)
    XCTAssertTrue(modal.presentingViewController === host)
    XCTAssertTrue(modal.view.window === window)
    XCTAssertEqual(log.events, ["modal:viewDidLoad", "modal:viewWillAppear", "modal:viewDidAppear"])
  }

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

  @MainActor func testPresentingFromControllerWhoseViewLeftTheWindowIsRefused() async {
    let window = TestWindow()
    let host = window.rootViewController
    window.window.rootViewController = UIViewController()
    XCTAssertNil(host.view.window)

    host.present(UIViewController(), animated: false)

    XCTAssertNil(host.presentedViewController)
  }

  @MainActor func testPresentingWhileAlreadyPresentingIsRefused() async {
    let window = TestWindow()
    let host = window.rootViewController
    let first = UIViewController()
    let second = UIViewController()
    host.present(first, animated: false)
    var completed = false

    host.present(second, animated: false) { completed = true }

    XCTAssertFalse(completed)
    XCTAssertTrue(host.presentedViewController === first)
    XCTAssertNil(second.presentingViewController)
  }

  @MainActor func testPresentFromChildUsesOutermostAncestor() async {
    let container = UIViewController()
    let child = UIViewController()
    let modal = UIViewController()
    container.addChild(child)
    let window = TestWindow(rootViewController: container)

    child.present(modal, animated: false)

    XCTAssertTrue(modal.presentingViewController === window.rootViewController)
    XCTAssertTrue(child.presentedViewController === modal)
  }

  @MainActor func testPresentedControllerCanPresentInTurn() async {
    let window = TestWindow()
    let first = UIViewController()
    let second = UIViewController()
    window.rootViewController.present(first, animated: false)

    first.present(second, animated: false)

    XCTAssertTrue(first.presentedViewController === second)
    XCTAssertTrue(second.view.window === window.window)
  }

  @MainActor func testDismissFromPresentedControllerDismissesItself() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let modal = RecordingViewController("modal", log: log)
    let window = TestWindow(rootViewController: host)
    host.present(modal, animated: false)
    log.clear()
    var completed = false

    modal.dismiss(animated: true) { completed = true }

    XCTAssertTrue(completed)
    XCTAssertNil(host.presentedViewController)
    XCTAssertNil(modal.presentingViewController)
    XCTAssertNil(modal.view.window)
    XCTAssertTrue(host.view.window === window.window)
    XCTAssertEqual(log.events, ["modal:viewWillDisappear", "modal:viewDidDisappear"])
  }

  @MainActor func testDismissFromHostDismissesWholeChainTopmostFirst() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let window = TestWindow(rootViewController: host)
    host.present(first, animated: false)
    first.present(second, animated: false)
    log.clear()

    host.dismiss(animated: false)

    XCTAssertNil(host.presentedViewController)
    XCTAssertNil(first.presentedViewController)
    XCTAssertEqual(window.window.subviews, [host.view])
    XCTAssertEqual(
      log.events,
      ["second:viewWillDisappear", "second:viewDidDisappear", "first:viewWillDisappear", "first:viewDidDisappear"])
  }

  @MainActor func testAppearanceIsForwardedToChildrenOnlyWhenEnabled() async {
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
    let window = TestWindow()
    let host = window.rootViewController
    var modal: UIViewController? = UIViewController()
    weak var weakModal: UIViewController?
    weakModal = modal
    host.present(modal!, animated: false)
    modal = nil
    XCTAssertNotNil(weakModal)

    host.dismiss(animated: false)

    XCTAssertNil(weakModal)
  }
}
