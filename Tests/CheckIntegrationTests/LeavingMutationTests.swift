import Foundation
import TestSupport
import XCTest

@testable import ModgenCheck

/// vip, mvvm and the lists as they were before they reported leaving the screen (and vip before it showed its
/// failures), put back into copies of the templates: the generated tests written for each must fail, by name.
extension CheckCommandTests {
  /// `vip` as it was: the scene never reported leaving the screen, its router's own close routine dismissed
  /// whatever presented an ancestor, and the interactor dropped a failed load (`try?`) so
  /// the screen kept spinning.
  func testVipsOldLeavingClosingAndSilentFailureFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "vip", children: ["common"]) { template in
      try Self.edit(template.appendingPathComponent("Code/ViewController.swift.liquid")) {
        $0.replacingOccurrences(of: "      router?.didLeaveScreen()\n", with: "      _ = router\n")
      }
      try Self.edit(template.appendingPathComponent("Code/Router.swift.liquid")) {
        $0.replacingOccurrences(
          of: """
                ModuleClosing.close(viewController) { [weak self] in
                  self?.didLeaveScreen()
                }

            """,
          with: """
                let completion: @MainActor () -> Void = { [weak self] in self?.didLeaveScreen() }
                guard let viewController else { return completion() }
                if let navigationController = viewController.navigationController,
                  let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController }), index > 0
                {
                  ModuleNavigation.pop(
                    to: navigationController.viewControllers[index - 1], in: navigationController, animated: true,
                    completion: completion)
                } else if let presentingViewController = viewController.presentingViewController {
                  presentingViewController.dismiss(animated: true) { completion() }
                } else {
                  completion()
                }

            """)
      }
      try Self.edit(template.appendingPathComponent("Code/Interactor.swift.liquid")) {
        $0.replacingOccurrences(
          of: """
                  presenter?.present{{ use_case | pascal_case }}Failure(
                    response: {{ module_info.name }}.{{ use_case | pascal_case }}.Failure.Response(error: error))

            """,
          with: "      _ = error\n")
      }
    }
    XCTAssertTrue(failed.contains("testSwipingBackTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testSwipingTheSheetDownTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testRouteToCloseLeavesTheScreenItIsEmbeddedInPresented"), "\(failed)")
    XCTAssertTrue(failed.contains("testLoadContentPresentsTheFailureWithItsError"), "\(failed)")
    XCTAssertTrue(failed.contains("testAFailedLoadShowsWhyWithARetryButton"), "\(failed)")
    XCTAssertFalse(
      failed.contains("testLoadContentPresentsAndStoresLoadedContent"), "an unrelated test failed: \(failed)")
  }

  /// `mvvm` as it was: the view model heard only its own close, not the back button, a swipe or a dismissal.
  func testMvvmsOldSilentLeavingFailsItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "mvvm", children: ["common"]) { template in
      try Self.edit(template.appendingPathComponent("Code/ViewController.swift.liquid")) {
        $0.replacingOccurrences(
          of: "if ScreenExit.hasLeftForGood(self) { viewModel?.didLeaveScreen() }",
          with: "_ = ScreenExit.hasLeftForGood(self)")
      }
    }
    XCTAssertTrue(failed.contains("testSwipingBackTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testDismissedWithItsNavigationControllerTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testPoppingTheScreenTellsTheViewModelItLeft"), "\(failed)")
    XCTAssertFalse(
      failed.contains("testClosingItselfWhenPushedTellsTheOwnerOnce"), "an unrelated test failed: \(failed)")
  }

  /// `sections` as it was: its screen had no `viewDidDisappear(_:)`, so leaving it told nobody.
  func testTheSectionListsOldSilentLeavingFailsItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "sections", children: ["section", "common"]) { template in
      try Self.edit(template.appendingPathComponent("Code/ViewController.swift.liquid")) {
        $0.replacingOccurrences(
          of: "if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }",
          with: "_ = ScreenExit.hasLeftForGood(self)")
      }
    }
    XCTAssertTrue(failed.contains("testSwipingTheSheetDownTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testPoppingTheScreenTellsTheEventHandlerItLeft"), "\(failed)")
    XCTAssertFalse(failed.contains("testCoveringTheScreenIsNotLeavingIt"), "an unrelated test failed: \(failed)")
  }
}
