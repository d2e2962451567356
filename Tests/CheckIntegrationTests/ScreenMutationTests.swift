import Foundation
import TestSupport
import XCTest

@testable import ModgenCheck

/// The starting screens and the composites' leaving as they once were, put back into copies of the templates:
/// the generated tests written for them must fail, by name, and unrelated ones must not.
extension CheckCommandTests {
  /// `viper`'s screen as it was: a view with no background (black on a device), a retry button that did
  /// nothing, controls with no accessibility identifier, and state sent before the view loaded lost.
  func testViperOldScreenBugsFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "viper", children: ["common"]) { template in
      try Self.edit(template.appendingPathComponent("snippets/view_controller_views.liquid")) {
        $0.replacingOccurrences(of: "    view.backgroundColor = .systemBackground\n", with: "")
      }
      let snippets = template.deletingLastPathComponent().appendingPathComponent("common/snippets")
      try Self.edit(snippets.appendingPathComponent("screen_views.liquid")) {
        $0.replacingOccurrences(of: "      self?.retryButtonTapped()\n", with: "      _ = self\n")
      }
      try Self.edit(snippets.appendingPathComponent("screen_methods.liquid")) {
        $0.replacingOccurrences(
          of: "    retryButton.accessibilityIdentifier = \"{{ module_info.name }}.retry\"\n", with: ""
        ).replacingOccurrences(
          of: "    screenState = state\n    guard isViewLoaded else { return }\n",
          with: "    guard isViewLoaded else { return }\n    screenState = state\n")
      }
    }
    XCTAssertTrue(failed.contains("testLoadedViewIsOpaqueAndShowsOnlyTheLoadingIndicator"), "\(failed)")
    XCTAssertTrue(failed.contains("testRetryButtonReachesTheEventHandler"), "\(failed)")
    XCTAssertTrue(failed.contains("testControlsCanBeFoundByAccessibilityIdentifier"), "\(failed)")
    XCTAssertTrue(failed.contains("testContentDisplayedBeforeTheViewLoadsIsShownWhenItLoads"), "\(failed)")
    XCTAssertFalse(failed.contains("testDisplayTitleSetsTitle"), "an unrelated test failed: \(failed)")
  }

  /// `container` as it was: its screen never reported leaving, so the owner heard nothing when the user went
  /// back, swiped back or swiped its sheet down.
  func testTheContainersOldSilentLeavingFailsItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "container", children: ["viper", "common"]) { template in
      try Self.edit(template.appendingPathComponent("snippets/view_controller_views.liquid")) {
        $0.replacingOccurrences(
          of: "if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }",
          with: "_ = ScreenExit.hasLeftForGood(self)")
      }
    }
    XCTAssertTrue(failed.contains("testSwipingBackTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testSwipingTheSheetDownTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testDismissedWithItsNavigationControllerTellsTheOwnerOnce"), "\(failed)")
    XCTAssertFalse(
      failed.contains("testCoveredByAnotherScreenItDoesNotTellTheOwner"), "an unrelated test failed: \(failed)")
  }

  /// `scroll` as it was: the same silent leaving, in the view controller scroll shares with container.
  func testTheScrollContainersOldSilentLeavingFailsItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "scroll", children: ["container", "viper", "common"]) {
      template in
      let container = template.deletingLastPathComponent().appendingPathComponent("container")
      try Self.edit(container.appendingPathComponent("snippets/view_controller_views.liquid")) {
        $0.replacingOccurrences(
          of: "if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }",
          with: "_ = ScreenExit.hasLeftForGood(self)")
      }
    }
    XCTAssertTrue(failed.contains("testPoppingTheScreenTellsTheEventHandlerItLeft"), "\(failed)")
    XCTAssertFalse(failed.contains("testCoveringTheScreenIsNotLeavingIt"), "an unrelated test failed: \(failed)")
  }
}
