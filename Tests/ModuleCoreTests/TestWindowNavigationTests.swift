#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// `TestWindow`'s navigation helpers return once UIKit finished what they asked for.
  final class TestWindowNavigationTests: XCTestCase {
    @MainActor func testPushReturnsOnceThePushedControllerAppeared() async {
      let log = EventLog()
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = await TestWindow(rootViewController: navigation)
      addTeardownBlock { window.close() }
      let detail = RecordingViewController("detail", log: log)

      for animated in [false, true] {
        log.clear()
        await window.push(detail, on: navigation, animated: animated)
        XCTAssertEqual(
          log.events.suffix(2), ["detail:viewDidAppear", "detail:didMove(UINavigationController)"],
          "animated: \(animated)")
        XCTAssertTrue(detail.view.window === window.window)
        await window.pop(navigation, animated: animated)
      }
    }

    @MainActor func testPopReturnsOnceThePoppedControllerDisappeared() async {
      let log = EventLog()
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = await TestWindow(rootViewController: navigation)
      addTeardownBlock { window.close() }
      let detail = RecordingViewController("detail", log: log)
      await window.push(detail, on: navigation)

      let popped = await window.pop(navigation, animated: true)
      let poppedAtRoot = await window.pop(navigation)

      XCTAssertTrue(popped === detail)
      XCTAssertNil(poppedAtRoot)
      XCTAssertTrue(log.events.contains("detail:viewDidDisappear"))
      XCTAssertNil(detail.viewIfLoaded?.window)
    }

    @MainActor func testDismissDismissesThePresentationShowingTheController() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      await window.present(navigation, animated: true)
      XCTAssertTrue(window.topViewController === navigation)

      await window.dismiss(root, animated: true)

      XCTAssertNil(window.rootViewController.presentedViewController)
      XCTAssertNil(navigation.viewIfLoaded?.window)
    }

    /// A swipe back the user abandons: the top screen disappears half-way and comes back, and never gets
    /// `viewDidDisappear(_:)`; the stack does not change.
    @MainActor func testAbandonedSwipeBackKeepsTheScreen() async {
      let log = EventLog()
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = await TestWindow(rootViewController: navigation)
      addTeardownBlock { window.close() }
      let detail = RecordingViewController("detail", log: log)
      await window.push(detail, on: navigation)
      log.clear()

      await window.abandonSwipeBack(in: navigation)

      XCTAssertEqual(log.events, ["detail:viewWillDisappear", "detail:viewWillAppear", "detail:viewDidAppear"])
      XCTAssertTrue(navigation.topViewController === detail)
      XCTAssertTrue(detail.view.window === window.window)
    }

    @MainActor func testCloseTakesTheWindowOffScreen() async {
      let window = await TestWindow()

      window.close()
      window.close()

      XCTAssertTrue(window.window.isHidden)
      XCTAssertFalse(window.window.isKeyWindow)
    }
  }
#endif
