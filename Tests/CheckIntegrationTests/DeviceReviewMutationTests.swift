import Foundation
import TestSupport
import XCTest

@testable import ModgenCheck

/// Device bugs of the cell, list and screen templates put back into a copy of the template: the generated test
/// written for each must fail by name, so the tests `check` runs would catch the bug coming back.
extension CheckCommandTests {
  /// `cell` as it was: a failed likes load left the spinner on with no retry, and showing the shown item again
  /// fetched its likes again (flashing the spinner and overwriting a like on its way).
  func testTheCellsOldLikesLoadingBugsFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "cell") { template in
      try Self.edit(template.appendingPathComponent("Code/Presenter.swift.liquid")) {
        $0.replacingOccurrences(
          of: "let isShownItem = self.item?.id == item.id", with: "let isShownItem = false"
        ).replacingOccurrences(of: "        load = .failed\n", with: "        return\n")
      }
    }
    XCTAssertTrue(failed.contains("testLikesThatFailToLoadShowAsFailed"), "\(failed)")
    XCTAssertTrue(failed.contains("testARetryAfterAFailedLoadLoadsTheLikesAgain"), "\(failed)")
    XCTAssertTrue(failed.contains("testShowingTheShownItemAgainKeepsItsLikesAndFetchesNothing"), "\(failed)")
  }

  /// `cell` as it was: an English spoken label that differed from the like button's title, and labels that did not
  /// follow a text-size change.
  func testTheCellsOldAccessibilityBugsFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "cell") { template in
      try Self.edit(template.appendingPathComponent("Code/ViewController.swift.liquid")) {
        $0.replacingOccurrences(
          of: "    likeButton.isSelected = viewModel?.isLiked ?? false\n",
          with: """
                likeButton.isSelected = viewModel?.isLiked ?? false
                likeButton.accessibilityLabel = likeButton.isSelected ? "Unlike" : "Like"

            """
        ).replacingOccurrences(of: "      label.adjustsFontForContentSizeCategory = true\n", with: "")
      }
    }
    XCTAssertTrue(failed.contains("testDisplayShowsTheViewModel"), "\(failed)")
    XCTAssertTrue(failed.contains("testTextsFollowTheUsersTextSizeAndWrap"), "\(failed)")
  }

  /// The screens as they were: a close item on every screen, pushed ones included, next to the Back button.
  func testTheScreensOldCloseItemEverywhereFailsItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "viper") { template in
      let common = template.deletingLastPathComponent().appendingPathComponent("common")
      try FileManager.default.copyItem(
        at: SharedFixtures.packageRoot.appendingPathComponent("Templates/common"), to: common)
      try Self.edit(common.appendingPathComponent("snippets/close_item.liquid")) {
        $0.replacingOccurrences(
          // Always true where it is called (the view is loaded before it appears); a literal `true` would be a
          // "will never be executed" error instead of a test failure.
          of: "let offersClose = ModuleClosing.offersCloseItem(for: self)", with: "let offersClose = isViewLoaded")
      }
    }
    XCTAssertTrue(failed.contains("testTheCloseButtonShowsOnlyWhileTheScreenIsPresented"), "\(failed)")
  }

  /// `cells` as it was: the loading and error views were subviews of the collection view, among the cells.
  func testTheCellsListsOldStateSubviewsFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "cells", children: ["cell"]) { template in
      try Self.edit(template.appendingPathComponent("Code/ViewController.swift.liquid")) {
        $0.replacingOccurrences(
          of: "listView.backgroundView = makeStateBackground()", with: "listView.addSubview(makeStateBackground())")
      }
    }
    XCTAssertTrue(failed.contains("testTheStateViewsAreInTheListsBackgroundView"), "\(failed)")
  }

  /// `container` as it was: the router gave each child a title that nothing showed (an embedded child's navigation
  /// item never reaches the bar).
  func testTheContainersOldUnshownChildTitlesFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "container") { template in
      try Self.edit(template.appendingPathComponent("Code/Router.swift.liquid")) {
        $0.replacingOccurrences(
          of: "Slot.{{ child | camel_case }}, title: title)", with: "Slot.{{ child | camel_case }})")
      }
    }
    XCTAssertTrue(failed.contains("testEmbedConfiguresEachChildInItsSlotAndReturnsItsInput"), "\(failed)")
    XCTAssertTrue(failed.contains("testShowingTheModuleEmbedsTheChildrenInSlotOrderInTheirContainers"), "\(failed)")
    XCTAssertFalse(failed.contains("testRemoveTakesOnlyThatChildOut"), "an unrelated test failed: \(failed)")
  }
}
