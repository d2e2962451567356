import Foundation
import ModuleCore
import UIKit
import XCTest

/// `CellModuleHost`: one module per cell, reused for other items, with per-item state.
final class CellModuleHostTests: XCTestCase {
  /// A card module whose state is a scroll offset.
  @MainActor private final class CardModule: ReusableModuleInput {
    let viewController: RecordingViewController
    var shown: [String] = []
    var offset = 0.0

    init(log: EventLog, number: Int) {
      viewController = RecordingViewController("card\(number)", log: log)
    }

    func show(_ item: String, restoring state: Double?) {
      shown.append(item)
      offset = state ?? 0
    }

    func currentState() -> Double? { offset }
  }

  @MainActor func testModulesFollowCellsAndStateFollowsItems() async {
    let log = EventLog()
    let parent = UIViewController()
    parent.loadViewIfNeeded()
    var made: [CardModule] = []
    let host = CellModuleHost<String, Double>(parent: parent) {
      let module = CardModule(log: log, number: made.count)
      made.append(module)
      return ReusableModule(viewController: module.viewController, input: module)
    }
    let cellA = ListCell()
    let cellB = ListCell()
    let one = ItemID("feed", "1")
    let two = ItemID("feed", "2")

    host.willDisplay("one", id: one, in: cellA)
    XCTAssertEqual(made.count, 1)
    XCTAssertTrue(made[0].viewController.parent === parent)
    XCTAssertTrue(made[0].viewController.view.superview === cellA.contentView)
    XCTAssertTrue(log.events.contains("card0:viewDidAppear"))
    made[0].offset = 120  // the user scrolls the card's inner gallery

    host.didEndDisplaying(id: one, in: cellA)
    XCTAssertEqual(host.state(for: one), 120)
    XCTAssertTrue(log.events.contains("card0:viewDidDisappear"))

    host.willDisplay("two", id: two, in: cellA)  // cell A reused for item two: same module
    XCTAssertEqual(made.count, 1)
    XCTAssertEqual(made[0].offset, 0, "item two starts at its own state")
    host.willDisplay("one", id: one, in: cellB)  // item one comes back in another cell
    XCTAssertEqual(made.count, 2)
    XCTAssertEqual(made[1].offset, 120, "item one's state is restored in whichever cell")
    XCTAssertEqual(host.moduleCount, 2)
  }

  @MainActor func testALateEndOfDisplayForAnotherItemIsIgnoredAndGoneCellsArePruned() async {
    let parent = UIViewController()
    var count = 0
    let host = CellModuleHost<String, Double>(parent: parent) {
      count += 1
      let module = CardModule(log: EventLog(), number: count)
      return ReusableModule(viewController: module.viewController, input: module)
    }
    let one = ItemID("feed", "1")
    let two = ItemID("feed", "2")
    var cell: ListCell? = ListCell()
    host.willDisplay("one", id: one, in: cell!)
    host.willDisplay("two", id: two, in: cell!)
    host.didEndDisplaying(id: one, in: cell!)  // late: the cell shows item two now
    XCTAssertNotNil(host.module(in: cell!))
    let module = host.module(in: cell!)
    cell = nil
    XCTAssertEqual(host.moduleCount, 0, "a cell the list dropped takes its module along")
    XCTAssertNil(module?.parent)
  }
}
