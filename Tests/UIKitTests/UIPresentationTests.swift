import Foundation
import UIKit
import XCTest

final class UIPresentationTests: XCTestCase {
  /// `UIModalPresentationStyle.automatic`: "The default presentation style chosen by the system. For most view
  /// controllers, UIKit maps this style to" a sheet (`.formSheet` from iOS 18 on, `.pageSheet` before; the stand-in
  /// answers `.pageSheet`). The transition style defaults to `.coverVertical`, and `isModalInPresentation` to
  /// `false` ("The default value of this property is `false`").
  @MainActor func testDefaultStyleIsAutomaticAndBecomesASheet() async {
    let controller = UIViewController()

    XCTAssertEqual(controller.modalPresentationStyle, .automatic)
    XCTAssertEqual(controller.modalTransitionStyle, .coverVertical)
    XCTAssertFalse(controller.isModalInPresentation)
    XCTAssertEqual(controller.presentationController?.presentationStyle, .pageSheet)
    XCTAssertTrue(controller.presentationController is UISheetPresentationController)
    XCTAssertTrue(controller.sheetPresentationController === controller.presentationController)
    XCTAssertEqual(controller.sheetPresentationController?.detents.map(\.identifier), [.large])
  }

  /// A full-screen presentation is managed by a presentation controller that is not a sheet and removes the
  /// presenter's views (`shouldRemovePresentersView`); sheets do not.
  @MainActor func testStyleChoosesThePresentationController() async {
    let fullScreen = UIViewController()
    fullScreen.modalPresentationStyle = .fullScreen
    let formSheet = UIViewController()
    formSheet.modalPresentationStyle = .formSheet

    XCTAssertEqual(fullScreen.presentationController?.presentationStyle, .fullScreen)
    XCTAssertNil(fullScreen.sheetPresentationController)
    XCTAssertEqual(fullScreen.presentationController?.shouldRemovePresentersView, true)
    XCTAssertEqual(formSheet.presentationController?.presentationStyle, .formSheet)
    XCTAssertNotNil(formSheet.sheetPresentationController)
    XCTAssertEqual(formSheet.presentationController?.shouldRemovePresentersView, false)
  }

  /// `presentationController`: "If you've not yet presented the current view controller, accessing this property
  /// creates a presentation controller based on the current value in the `modalPresentationStyle` property." The
  /// controller made before presenting manages the presentation, so a delegate set on it early is kept.
  @MainActor func testPresentationControllerIsMadeBeforePresentingAndKept() async {
    let window = await TestWindow()
    let modal = UIViewController()
    let delegate = RecordingPresentationDelegate()
    let early = modal.presentationController
    early?.delegate = delegate

    window.rootViewController.present(modal, animated: false)
    await settle()

    XCTAssertNotNil(early)
    XCTAssertTrue(modal.presentationController === early)
    XCTAssertTrue(early?.presentedViewController === modal)
    XCTAssertTrue(modal.presentationController?.delegate === delegate)
  }

  /// A child of a presented container is managed by the container's presentation: its `presentationController` is
  /// the container's, so the root of a presented navigation controller can set the sheet's delegate.
  @MainActor func testChildAnswersWithTheContainersPresentationController() async {
    let window = await TestWindow()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)

    window.rootViewController.present(navigation, animated: false)
    await settle()

    XCTAssertNotNil(navigation.presentationController)
    XCTAssertTrue(root.presentationController === navigation.presentationController)
  }

  /// `UIModalPresentationStyle.fullScreen`: "The views belonging to the presenting view controller are removed after
  /// the presentation completes." The presenter disappears while the presented controller appears, and appears again
  /// when it is dismissed, each `viewWill…` before its `viewDid…` (UIKit documents no order between the two
  /// controllers; the stand-in uses its push and pop order).
  @MainActor func testFullScreenMakesThePresenterDisappearUntilTheDismissal() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let modal = RecordingViewController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    let window = await TestWindow(rootViewController: host)
    modal.loadViewIfNeeded()
    log.clear()

    host.present(modal, animated: true)
    await settle()

    XCTAssertNil(host.view.window)
    XCTAssertTrue(modal.view.window === window.window)
    XCTAssertEqual(
      log.events,
      ["host:viewWillDisappear", "modal:viewWillAppear", "host:viewDidDisappear", "modal:viewDidAppear"])

    log.clear()
    host.dismiss(animated: true)
    await settle()

    XCTAssertTrue(host.view.window === window.window)
    XCTAssertNil(modal.view.window)
    XCTAssertEqual(window.window.subviews, [host.view])
    XCTAssertEqual(
      log.events,
      ["modal:viewWillDisappear", "host:viewWillAppear", "modal:viewDidDisappear", "host:viewDidAppear"])
  }

  /// `UIModalPresentationStyle.overFullScreen`: "The views beneath the presented content are not removed from the
  /// view hierarchy when the presentation finishes." The presenter stays on screen and gets no callbacks.
  @MainActor func testOverFullScreenLeavesThePresenterOnScreen() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let modal = RecordingViewController("modal", log: log)
    modal.modalPresentationStyle = .overFullScreen
    let window = await TestWindow(rootViewController: host)
    modal.loadViewIfNeeded()
    log.clear()

    host.present(modal, animated: false)
    await settle()
    host.dismiss(animated: false)
    await settle()

    XCTAssertTrue(host.view.window === window.window)
    XCTAssertEqual(
      log.events,
      ["modal:viewWillAppear", "modal:viewDidAppear", "modal:viewWillDisappear", "modal:viewDidDisappear"])
  }

  /// `UIModalPresentationStyle.pageSheet`: "A presentation style that partially covers the underlying content." A
  /// sheet, also the default `.automatic` and `.formSheet`, leaves the presenter on screen: it neither disappears
  /// when the sheet is shown nor appears when the sheet is dismissed.
  @MainActor func testSheetsLeaveThePresenterOnScreen() async {
    for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
      let log = EventLog()
      let host = RecordingViewController("host", log: log)
      let modal = UIViewController()
      modal.modalPresentationStyle = style
      let window = await TestWindow(rootViewController: host)
      log.clear()

      host.present(modal, animated: false)
      await settle()
      XCTAssertTrue(host.view.window === window.window, "\(style)")
      host.dismiss(animated: false)
      await settle()

      XCTAssertEqual(log.events, [], "\(style)")
    }
  }

  /// `isBeingPresented` tells, in `viewWillAppear(_:)` and `viewDidAppear(_:)`, "if the view controller's view is
  /// being shown because the view controller was just presented by another view controller"; `isBeingDismissed`,
  /// in `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, if it "is being hidden because the view controller was
  /// just dismissed." Both are `false` outside those callbacks, and for the presenter.
  @MainActor func testPresentedControllerIsBeingPresentedAndThenDismissedInItsCallbacks() async {
    let log = EventLog()
    let host = RecordingViewController("host", log: log)
    let modal = RecordingViewController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    let window = await TestWindow(rootViewController: host)
    defer { withExtendedLifetime(window) {} }
    log.clear()

    host.present(modal, animated: false)
    await settle()
    XCTAssertFalse(modal.isBeingPresented)
    host.dismiss(animated: false)
    await settle()

    XCTAssertFalse(modal.isBeingDismissed)
    XCTAssertEqual(
      log.reasons,
      [
        "host:viewWillDisappear()", "modal:viewWillAppear(beingPresented)", "host:viewDidDisappear()",
        "modal:viewDidAppear(beingPresented)", "modal:viewWillDisappear(beingDismissed)", "host:viewWillAppear()",
        "modal:viewDidDisappear(beingDismissed)", "host:viewDidAppear()",
      ])
  }

  /// `isBeingDismissed`: "A Boolean value indicating whether the view controller is in the process of being
  /// dismissed by one of its ancestors." When a presented navigation controller is dismissed, the controllers on its
  /// stack are not dismissed themselves, but see `navigationController?.isBeingDismissed == true` in their
  /// disappearance callbacks (and `isBeingPresented` in their appearance callbacks when it is presented).
  @MainActor func testChildrenOfAPresentedNavigationControllerSeeItBeingPresentedAndDismissed() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = await TestWindow()

    window.rootViewController.present(navigation, animated: false)
    await settle()
    window.rootViewController.dismiss(animated: false)
    await settle()

    XCTAssertEqual(
      log.reasons,
      [
        "root:viewWillAppear(navigationBeingPresented)", "root:viewDidAppear(navigationBeingPresented)",
        "root:viewWillDisappear(navigationBeingDismissed)", "root:viewDidDisappear(navigationBeingDismissed)",
      ])
  }

  /// Every controller of a presented chain dismissed at once is dismissed: each sees `isBeingDismissed` in its
  /// disappearance callbacks, topmost first.
  @MainActor func testDismissingAChainDismissesEveryPresentedController() async {
    let log = EventLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let window = await TestWindow()
    window.rootViewController.present(first, animated: false)
    await settle()
    first.present(second, animated: false)
    await settle()
    log.clear()

    window.rootViewController.dismiss(animated: false)
    await settle()

    XCTAssertEqual(
      log.reasons,
      [
        "second:viewWillDisappear(beingDismissed)", "second:viewDidDisappear(beingDismissed)",
        "first:viewWillDisappear(beingDismissed)", "first:viewDidDisappear(beingDismissed)",
      ])
  }

  /// `presentationControllerDidDismiss(_:)` and `presentationControllerWillDismiss(_:)`: "This method is not called if
  /// the presentation is dismissed programmatically." Dismissing in code, by the presented controller or by its
  /// presenter, tells the delegate nothing and does not ask it either.
  @MainActor func testDismissingInCodeNeverTellsTheDelegate() async {
    let window = await TestWindow()
    let delegate = RecordingPresentationDelegate()
    delegate.allowsDismissal = false
    let first = UIViewController()
    let second = UIViewController()
    first.presentationController?.delegate = delegate
    second.presentationController?.delegate = delegate
    second.isModalInPresentation = true

    window.rootViewController.present(first, animated: false)
    await settle()
    first.dismiss(animated: false)
    await settle()
    window.rootViewController.present(second, animated: false)
    await settle()
    window.rootViewController.dismiss(animated: false)
    await settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
    XCTAssertEqual(delegate.calls, [])
  }

  /// `transitionCoordinator`: "When a presentation or dismissal is in progress, this property contains the transition
  /// coordinator for that transition. If the view controller is a child of a container and the container is being
  /// transitioned, this property contains the container's transition coordinator." An animated push has one from
  /// its start (`viewWillAppear`) until it ended (none in `viewDidAppear`, none after).
  @MainActor func testAnAnimatedPushHasATransitionCoordinatorWhileItRuns() async {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigation)
    defer { withExtendedLifetime(window) {} }
    let detail = CoordinatorReadingViewController()

    navigation.pushViewController(detail, animated: true)
    await settle()

    XCTAssertEqual(detail.sawCoordinator, [true, false])
    XCTAssertNil(navigation.transitionCoordinator)
  }
}

/// Records the presentation controller delegate calls it receives, and answers whether to dismiss.
@MainActor
private final class RecordingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var allowsDismissal = true
  private(set) var calls: [String] = []

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    calls.append("didAttemptToDismiss")
  }
}

/// Records whether a transition coordinator was there in `viewWillAppear(_:)` and `viewDidAppear(_:)`.
private final class CoordinatorReadingViewController: UIViewController {
  private(set) var sawCoordinator: [Bool] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    sawCoordinator.append(transitionCoordinator != nil)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    sawCoordinator.append(transitionCoordinator != nil)
  }
}
