#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// Every way a module leaves the screen for good reaches its owner exactly once; covering it does not.
  final class ScreenExitTests: XCTestCase {
    /// The back button pops the top controller with `popViewController(animated:)`: the popped module reports once.
    @MainActor func testBackButtonReportsOnce() async {
      let module = LeavingModule()
      let (navigation, window) = await pushedOnScreen(module.viewController)

      navigation.popViewController(animated: true)
      await window.settle()

      XCTAssertEqual(module.closeReports, 1)
      XCTAssertEqual(navigation.viewControllers.count, 1)
      XCTAssertTrue(window.rootViewController === navigation)
    }

    /// The swipe back from the screen's edge pops the top controller: the popped module reports once.
    @MainActor func testSwipeBackReportsOnce() async {
      let module = LeavingModule()
      let (navigation, window) = await pushedOnScreen(module.viewController)

      let popped = await window.swipeBack(in: navigation)

      XCTAssertTrue(popped === module.viewController)
      XCTAssertEqual(module.closeReports, 1)
    }

    /// A swipe back the user abandons half-way makes the screen disappear and appear again: the module does not report;
    /// the swipe completed afterwards reports once.
    @MainActor func testAbandonedSwipeBackDoesNotReport() async {
      let module = LeavingModule()
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = await TestWindow(rootViewController: navigation)
      addTeardownBlock { window.close() }
      await window.push(module.viewController, on: navigation)

      await window.abandonSwipeBack(in: navigation)
      let reportsAfterAbandoning = module.closeReports
      await window.swipeBack(in: navigation)

      XCTAssertEqual(reportsAfterAbandoning, 0)
      XCTAssertEqual(module.closeReports, 1)
    }

    /// A sheet the user swipes down is dismissed: the module reports once.
    @MainActor func testSheetSwipedDownReportsOnce() async {
      let module = LeavingModule()
      let window = await presentedOnScreen(module.viewController)

      let dismissed = await window.swipeDownToDismiss(module.viewController)

      XCTAssertTrue(dismissed)
      XCTAssertNil(window.rootViewController.presentedViewController)
      XCTAssertEqual(module.closeReports, 1)
    }

    /// A sheet the module keeps (`isModalInPresentation`) stays when swiped: nothing is reported.
    @MainActor func testRefusedSwipeReportsNothing() async {
      let module = LeavingModule()
      module.viewController.isModalInPresentation = true
      let window = await presentedOnScreen(module.viewController)

      let dismissed = await window.swipeDownToDismiss(module.viewController)

      XCTAssertFalse(dismissed)
      XCTAssertTrue(window.rootViewController.presentedViewController === module.viewController)
      XCTAssertEqual(module.closeReports, 0)
    }

    /// The presenter dismisses the module in code, whatever the presentation style: the module reports once.
    @MainActor func testDismissedByThePresenterReportsOnce() async {
      for style in [UIModalPresentationStyle.automatic, .fullScreen, .overFullScreen] {
        let module = LeavingModule()
        module.viewController.modalPresentationStyle = style
        let window = await TestWindow()
        defer { window.close() }
        await window.present(module.viewController)

        window.rootViewController.dismiss(animated: true)
        await window.settle()

        XCTAssertEqual(module.closeReports, 1, "\(style)")
      }
    }

    /// A presented navigation controller is dismissed: the module on top of its stack reports once, seeing its
    /// navigation controller being dismissed.
    @MainActor func testNavigationControllerDismissedReportsOnce() async {
      let module = LeavingModule()
      let navigation = UINavigationController(rootViewController: module.viewController)
      let window = await presentedOnScreen(navigation)

      window.rootViewController.dismiss(animated: true)
      await window.settle()

      XCTAssertEqual(module.closeReports, 1)
    }

    /// The module is the root of a presented navigation controller whose sheet the user swipes down: it reports once.
    @MainActor func testNavigationSheetSwipedDownReportsOnce() async {
      let module = LeavingModule()
      let navigation = UINavigationController(rootViewController: module.viewController)
      let window = await presentedOnScreen(navigation)

      let dismissed = await window.swipeDownToDismiss(module.viewController)

      XCTAssertTrue(dismissed)
      XCTAssertEqual(module.closeReports, 1)
    }

    /// A pushed module closes itself: it is popped and reports once (its disappearance and the close's completion
    /// both report, the owner hears one).
    @MainActor func testOwnCloseWhenPushedReportsOnce() async {
      let module = LeavingModule()
      let (navigation, window) = await pushedOnScreen(module.viewController)
      let root = navigation.viewControllers[0]
      var completed = 0

      module.close { completed += 1 }
      await window.settle()

      XCTAssertEqual(navigation.viewControllers, [root])
      XCTAssertEqual(completed, 1)
      XCTAssertEqual(module.closeReports, 1)
      XCTAssertTrue(window.rootViewController === navigation)
    }

    /// A presented module closes itself: it is dismissed and reports once.
    @MainActor func testOwnCloseWhenPresentedReportsOnce() async {
      let module = LeavingModule()
      let window = await presentedOnScreen(module.viewController)
      var completed = 0

      module.close { completed += 1 }
      await window.settle()

      XCTAssertNil(window.rootViewController.presentedViewController)
      XCTAssertEqual(completed, 1)
      XCTAssertEqual(module.closeReports, 1)
    }

    /// A module at the root of a presented navigation controller closes itself: the navigation controller is
    /// dismissed and the module reports once.
    @MainActor func testOwnCloseWhenPresentedInANavigationControllerReportsOnce() async {
      let module = LeavingModule()
      let navigation = UINavigationController(rootViewController: module.viewController)
      let window = await presentedOnScreen(navigation)
      var completed = 0

      module.close { completed += 1 }
      await window.settle()

      XCTAssertNil(window.rootViewController.presentedViewController)
      XCTAssertEqual(completed, 1)
      XCTAssertEqual(module.closeReports, 1)
    }

    /// A child module embedded in a container that was presented closes itself: the container stays presented, the
    /// completion runs at once so the owner can remove the child, and the module reports once, also after the owner
    /// removed it.
    @MainActor func testOwnCloseWhenEmbeddedInAPresentedContainerLeavesTheContainer() async {
      let module = LeavingModule()
      let container = UIViewController()
      ModuleEmbedding.embed(module.viewController, in: container)
      let window = await presentedOnScreen(container)
      var completed = 0

      module.close { completed += 1 }
      await window.settle()

      XCTAssertTrue(window.rootViewController.presentedViewController === container)
      XCTAssertEqual(completed, 1)
      XCTAssertEqual(module.closeReports, 1)

      ModuleEmbedding.remove(module.viewController)

      XCTAssertTrue(container.children.isEmpty)
      XCTAssertTrue(window.rootViewController.presentedViewController === container)
      XCTAssertEqual(module.closeReports, 1)
    }

    /// A child module embedded in a container that is popped leaves with it: its disappearance sees the container
    /// moving from its parent, and it reports once.
    @MainActor func testEmbeddedInAPoppedContainerReportsOnce() async {
      let module = LeavingModule()
      let container = UIViewController()
      ModuleEmbedding.embed(module.viewController, in: container)
      let (navigation, window) = await pushedOnScreen(container)

      await window.swipeBack(in: navigation)

      XCTAssertEqual(module.closeReports, 1)
    }

    /// A screen pushed over the module, or presented over it as a sheet or full screen, only covers it: nothing is
    /// reported, though a full-screen presentation makes it disappear; it reports once when it finally leaves.
    @MainActor func testCoveringTheModuleReportsNothing() async {
      let module = LeavingModule()
      let navigation = UINavigationController(rootViewController: module.viewController)
      let window = await presentedOnScreen(navigation)

      navigation.pushViewController(UIViewController(), animated: false)
      await window.settle()
      navigation.popViewController(animated: false)
      await window.settle()
      let fullScreen = UIViewController()
      fullScreen.modalPresentationStyle = .fullScreen
      await window.present(fullScreen)
      fullScreen.dismiss(animated: false)
      await window.settle()
      await window.present(UIViewController())
      XCTAssertEqual(module.closeReports, 0)

      window.rootViewController.dismiss(animated: false)
      await window.settle()

      XCTAssertEqual(module.closeReports, 1)
    }

    /// `report(_:)` runs its body the first time only.
    @MainActor func testReportRunsOnce() async {
      let exit = ScreenExit()
      var reports = 0
      XCTAssertFalse(exit.isReported)

      exit.report { reports += 1 }
      exit.report { reports += 1 }

      XCTAssertTrue(exit.isReported)
      XCTAssertEqual(reports, 1)
    }

    /// A window on screen whose root presents `viewController`, closed when the test ends.
    @MainActor private func presentedOnScreen(_ viewController: UIViewController) async -> TestWindow {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      await window.present(viewController)
      return window
    }

    /// A navigation controller with a plain root and `viewController` pushed on it, the root of a window on screen
    /// closed when the test ends.
    @MainActor private func pushedOnScreen(_ viewController: UIViewController) async
      -> (UINavigationController, TestWindow)
    {
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.pushViewController(viewController, animated: false)
      let window = await TestWindow(rootViewController: navigation)
      addTeardownBlock { window.close() }
      return (navigation, window)
    }
  }
#endif
