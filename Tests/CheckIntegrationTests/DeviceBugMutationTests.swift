import Foundation
import TestSupport
import XCTest

@testable import ModgenCheck

/// Each device bug the built-in templates once had, put back into a copy of the template: the generated test
/// written for it must fail (by name), so the tests `check` runs would catch the bug coming back.
extension CheckCommandTests {
  /// `cells` as it was: the list's screen forwarded nothing to its cell modules (they stayed "appeared" under a
  /// pushed screen), and a cell's module got its item only in `willDisplay` (after the cell was sized, and
  /// never again for an item updated on screen).
  func testTheCellsListsOldAppearanceAndConfigureBugsFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "cells", children: ["cell"]) { template in
      try Self.edit(template.appendingPathComponent("Code/ViewController.swift.liquid")) {
        $0.replacingOccurrences(
          of: "cellModules?.beginAppearanceTransition(true, animated: animated)", with: ""
        ).replacingOccurrences(
          of: "cellModules?.beginAppearanceTransition(false, animated: animated)", with: ""
        ).replacingOccurrences(
          of: "      self?.cellModules?.configure(row.item, id: row.id, in: cell)\n",
          with: "      _ = (self, row, cell)\n"
        ).replacingOccurrences(
          of: "      self?.cellModules?.willDisplay(id: id, in: cell)\n",
          with: """
                  if let self, let row = self.items.first(where: { {{ module_info.name }}CellModel(item: $0).id == id }) {
                    self.cellModules?.configure(row, id: id, in: cell)
                  }
                  self?.cellModules?.willDisplay(id: id, in: cell)

            """)
      }
    }
    XCTAssertTrue(
      failed.contains("testVisibleCellModulesDisappearUnderAPushedScreenAndAppearWhenItIsPopped"), "\(failed)")
    XCTAssertTrue(failed.contains("testACellsModuleShowsItsItemBeforeTheCellComesOnScreen"), "\(failed)")
    XCTAssertTrue(failed.contains("testAnUpdatedItemReachesTheModuleOfItsVisibleCell"), "\(failed)")
  }

  /// `section` as it was: every toggle saved at once, so quick toggles reached the service out of order.
  func testTheSectionsOldConcurrentSavesFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "section") { template in
      try Self.edit(template.appendingPathComponent("Code/Presenter.swift.liquid")) {
        $0.replacingOccurrences(of: "      await previousSave?.value\n", with: "      _ = previousSave\n")
      }
    }
    XCTAssertTrue(failed.contains("testQuickTogglesAreSavedOneAtATimeInOrder"), "\(failed)")
  }

  /// `cell` as it was: a tap while a like was on its way sent another like.
  func testTheCellsOldDoubleLikeFailsItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "cell") { template in
      try Self.edit(template.appendingPathComponent("Code/Presenter.swift.liquid")) {
        $0.replacingOccurrences(
          of: "guard let item, let likes, !likingIDs.contains(item.id) else { return }",
          with: "guard let item, let likes else { return }")
      }
    }
    XCTAssertTrue(failed.contains("testALikeShowsAtOnceAndATapWhileItIsOnItsWayIsIgnored"), "\(failed)")
  }

  /// A scene store as it was: each caller that asked while a load was in progress loaded again.
  func testTheSceneStoresOldRepeatedLoadFailsItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "container", children: ["viper"], bools: ["scope": true]) {
      template in
      let common = template.deletingLastPathComponent().appendingPathComponent("common")
      try FileManager.default.copyItem(
        at: SharedFixtures.packageRoot.appendingPathComponent("Templates/common"), to: common)
      let snippet = common.appendingPathComponent("snippets/load_once.liquid")
      try Self.edit(snippet) {
        $0.replacingOccurrences(of: "let task = loading ?? Task {", with: "let task = Task {")
      }
    }
    XCTAssertTrue(failed.contains("testCallersAskingAtTheSameTimeShareOneLoad"), "\(failed)")
  }

  /// `viper` as it was: the view controller never reported leaving the screen (the owner heard nothing of the
  /// back button, the swipe back or a sheet swiped down), and the router's own close routine dismissed whatever
  /// presented an ancestor, so a module embedded in a presented screen closed that whole screen.
  func testViperOldLeavingAndClosingBugsFailItsTests() throws {
    let failed = try Self.failingTests(ofMutated: "viper", children: ["common"]) { template in
      try Self.edit(template.appendingPathComponent("snippets/view_controller_views.liquid")) {
        $0.replacingOccurrences(
          of: "if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }",
          with: "_ = ScreenExit.hasLeftForGood(self)")
      }
      let common = template.deletingLastPathComponent().appendingPathComponent("common")
      try Self.edit(common.appendingPathComponent("snippets/router_close.liquid")) {
        $0.replacingOccurrences(
          of: "    ModuleClosing.close(viewController, completion: completion)\n",
          with: """
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
    }
    XCTAssertTrue(failed.contains("testSwipingBackTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testSwipingTheSheetDownTellsTheOwnerOnce"), "\(failed)")
    XCTAssertTrue(failed.contains("testCloseLeavesTheScreenItIsEmbeddedInPresented"), "\(failed)")
    XCTAssertFalse(
      failed.contains("testClosingItselfWhenPushedTellsTheOwnerOnce"), "an unrelated test failed: \(failed)")
  }
}
