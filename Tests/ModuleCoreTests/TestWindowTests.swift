#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  final class TestWindowTests: XCTestCase {
    @MainActor func testRootIsOnScreen() async {
      let log = EventLog()
      let root = RecordingViewController("root", log: log)

      let window = await TestWindow(rootViewController: root)
      addTeardownBlock { window.close() }

      XCTAssertTrue(window.rootViewController === root)
      XCTAssertTrue(root.view.window === window.window)
      XCTAssertEqual(log.events, ["root:viewDidLoad", "root:viewWillAppear", "root:viewDidAppear"])
    }

    @MainActor func testPresentPresentsOnTopOfWhatTheWindowShows() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let first = UIViewController()
      let second = UIViewController()

      await window.present(first)
      await window.present(second)

      XCTAssertTrue(window.rootViewController.presentedViewController === first)
      XCTAssertTrue(first.presentedViewController === second)
      XCTAssertTrue(second.presentingViewController === first)
    }

    @MainActor func testWindowIsReleasedWithItsControllers() async {
      weak var root: UIViewController?
      weak var presented: UIViewController?

      await {
        let window = await TestWindow()
        defer { window.close() }
        let modal = UIViewController()
        await window.present(modal)
        root = window.rootViewController
        presented = modal
      }()

      XCTAssertNil(root)
      XCTAssertNil(presented)
    }

    /// The user's swipe down on a sheet, as UIKit performs it: the delegate is asked
    /// (`presentationControllerShouldDismiss(_:)`), told before (`presentationControllerWillDismiss(_:)`), the sheet
    /// is dismissed, and the delegate is told after (`presentationControllerDidDismiss(_:)`), once the sheet is off
    /// screen.
    @MainActor func testSwipeDownAsksAndTellsTheDelegateAroundTheDismissal() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let sheet = UIViewController()
      let delegate = RecordingSheetDelegate()
      sheet.presentationController?.delegate = delegate
      await window.present(sheet)
      delegate.onDidDismiss = { delegate.calls.append("window has sheet: \(sheet.view.window != nil)") }

      let dismissed = await window.swipeDownToDismiss(sheet)

      XCTAssertTrue(dismissed)
      XCTAssertNil(window.rootViewController.presentedViewController)
      XCTAssertEqual(delegate.calls, ["shouldDismiss", "willDismiss", "didDismiss", "window has sheet: false"])
    }

    /// `presentationControllerDidAttemptToDismiss(_:)`: "UIKit supports refusing to dismiss a presentation when the
    /// `presentationController`.`isModalInPresentation` returns `true` or `presentationControllerShouldDismiss(_:)`
    /// returns `false`." Either way the sheet stays and the delegate hears of the attempt; with
    /// `isModalInPresentation` it is not even asked.
    @MainActor func testSwipeDownIsRefusedByIsModalInPresentationOrTheDelegate() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let sheet = UIViewController()
      let delegate = RecordingSheetDelegate()
      sheet.presentationController?.delegate = delegate
      await window.present(sheet)

      sheet.isModalInPresentation = true
      let refusedByModal = await window.swipeDownToDismiss(sheet)
      sheet.isModalInPresentation = false
      delegate.allowsDismissal = false
      let refusedByDelegate = await window.swipeDownToDismiss(sheet)

      XCTAssertFalse(refusedByModal)
      XCTAssertFalse(refusedByDelegate)
      XCTAssertTrue(window.rootViewController.presentedViewController === sheet)
      XCTAssertEqual(delegate.calls, ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
    }

    /// `isModalInPresentation` set on the root of a presented navigation controller keeps the navigation
    /// controller's sheet, and the swipe can be made from the controller inside it.
    @MainActor func testSwipeDownIsRefusedByAControllerInsideTheSheet() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let root = UIViewController()
      root.isModalInPresentation = true
      let navigation = UINavigationController(rootViewController: root)
      await window.present(navigation)

      let dismissed = await window.swipeDownToDismiss(root)

      XCTAssertFalse(dismissed)
      XCTAssertTrue(window.rootViewController.presentedViewController === navigation)
    }

    /// Only a sheet can be swiped down, and only the topmost one: a full-screen presentation, a sheet covered by
    /// another, and a controller that is not presented stay, and the delegate hears nothing.
    @MainActor func testSwipeDownDoesNothingWhereTheUserCannotSwipe() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let fullScreen = UIViewController()
      fullScreen.modalPresentationStyle = .fullScreen
      let delegate = RecordingSheetDelegate()
      fullScreen.presentationController?.delegate = delegate
      await window.present(fullScreen)
      let covered = UIViewController()
      let top = UIViewController()
      covered.presentationController?.delegate = delegate

      let fullScreenDismissed = await window.swipeDownToDismiss(fullScreen)
      fullScreen.dismiss(animated: false)
      await window.present(covered)
      await window.present(top)
      let coveredDismissed = await window.swipeDownToDismiss(covered)
      let rootDismissed = await window.swipeDownToDismiss(window.rootViewController)

      XCTAssertFalse(fullScreenDismissed)
      XCTAssertFalse(coveredDismissed)
      XCTAssertFalse(rootDismissed)
      XCTAssertTrue(covered.presentedViewController === top)
      XCTAssertEqual(delegate.calls, [])
    }

    /// The swipe back pops the top controller of the stack; the root cannot be swiped away.
    @MainActor func testSwipeBackPopsTheTopControllerButNeverTheRoot() async {
      let root = UIViewController()
      let detail = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      navigation.pushViewController(detail, animated: false)
      let window = await TestWindow(rootViewController: navigation)
      addTeardownBlock { window.close() }

      let popped = await window.swipeBack(in: navigation)
      let poppedAtRoot = await window.swipeBack(in: navigation)

      XCTAssertTrue(popped === detail)
      XCTAssertNil(poppedAtRoot)
      XCTAssertEqual(navigation.viewControllers, [root])
      XCTAssertTrue(window.topViewController === navigation)
    }
  }

  /// Records the presentation controller delegate calls it receives, and answers whether to dismiss.
  @MainActor
  private final class RecordingSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    var calls: [String] = []
    var onDidDismiss: () -> Void = {}

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      calls.append("shouldDismiss")
      return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      calls.append("didDismiss")
      onDidDismiss()
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      calls.append("didAttemptToDismiss")
    }
  }
#endif
