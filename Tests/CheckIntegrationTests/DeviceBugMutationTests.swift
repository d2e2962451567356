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
}
