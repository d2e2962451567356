#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// `CellModuleHost` in a list on screen: one module per cell, filled through the cell provider before the cell is
  /// sized, appearing with its cell and with the list's screen, its state kept per item.
  final class CellModuleHostTests: XCTestCase {
    /// Returns after the main queue ran the work queued before: UIKit's deferred push or pop, without a layout pass.
    @MainActor private static func nextTurn() async {
      await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    private static func cards(_ range: Range<Int>) -> [CardModel] {
      range.map { CardModel(name: "\($0)", title: "Card \($0)") }
    }

    /// A navigation controller in a window showing the card list, 440 points high (the section header and nine
    /// cards show), laid out once its root appeared (on the main queue's next turn). Keep the window for the whole
    /// test.
    @MainActor private func showList(_ sut: CardListViewController) async -> (UIWindow, UINavigationController) {
      let navigation = UINavigationController(rootViewController: sut)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      await Self.nextTurn()
      sut.view.frame = CGRect(x: 0, y: 0, width: 390, height: 440)
      sut.view.layoutIfNeeded()
      return (window, navigation)
    }

    /// The module is made, embedded and shown its item in the cell provider, before the collection view sizes the
    /// cell; it appears when the cell is displayed, the list's screen being visible.
    @MainActor func testAModuleShowsItsItemBeforeItsCellIsSizedAndAppearsWithTheCell() async throws {
      let log = EventLog()
      let sut = CardListViewController(log: log, cards: Self.cards(0..<2))

      let (window, _) = await showList(sut)

      XCTAssertEqual(
        log.events.filter { $0.hasPrefix("card0") || $0 == "size Card 0" },
        [
          "card0:willMove(CardListViewController)", "card0:viewDidLoad", "card0:didMove(CardListViewController)",
          "card0:show(Card 0)", "size Card 0", "card0:viewWillAppear", "card0:viewDidAppear",
        ])
      let cell = try XCTUnwrap(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) as? ListCell)
      XCTAssertTrue(sut.cellModules?.module(in: cell) === sut.modules[0].viewController)
      XCTAssertTrue(sut.modules[0].viewController.parent === sut)
      XCTAssertTrue(sut.modules[0].viewController.view.isDescendant(of: cell.contentView))
      XCTAssertTrue(window.isKeyWindow)
    }

    /// The list's screen covered by a push makes the modules of the displayed cells disappear, and popping back
    /// makes them appear; a module whose cell is in the reuse pool stays as it is.
    @MainActor func testDisplayedModulesDisappearWhenTheListIsPushedOverAndAppearWhenPoppedBack() async throws {
      let log = EventLog()
      let sut = CardListViewController(log: log, cards: Self.cards(0..<30))
      let (window, navigation) = await showList(sut)
      defer { withExtendedLifetime(window) {} }
      sut.listView?.contentOffset = CGPoint(x: 0, y: 440)
      sut.listView?.layoutIfNeeded()
      sut.listView?.contentOffset = .zero
      sut.listView?.layoutIfNeeded()
      XCTAssertEqual(sut.modules.count, 10, "ten cells at most on screen, one module each")
      XCTAssertEqual(sut.listView?.visibleCells.count, 9)
      let onScreen = (sut.listView?.visibleCells ?? []).compactMap { cell in
        (cell as? ListCell).flatMap { sut.cellModules?.module(in: $0) }
      }
      let pooled = try XCTUnwrap(sut.modules.first { module in !onScreen.contains { $0 === module.viewController } })
      log.clear()

      navigation.pushViewController(UIViewController(), animated: false)

      await Self.nextTurn()

      let displayed = sut.modules.filter { $0 !== pooled }
      for module in displayed {
        XCTAssertEqual(
          log.events.filter { $0.hasPrefix("\(module.name):") },
          ["\(module.name):viewWillDisappear", "\(module.name):viewDidDisappear"])
      }
      XCTAssertFalse(
        log.events.contains { $0.hasPrefix("\(pooled.name):") }, "the pooled module had disappeared already")
      log.clear()

      navigation.popViewController(animated: false)

      await Self.nextTurn()

      for module in displayed {
        XCTAssertEqual(
          log.events.filter { $0.hasPrefix("\(module.name):") },
          ["\(module.name):viewWillAppear", "\(module.name):viewDidAppear"])
      }
      XCTAssertFalse(log.events.contains { $0.hasPrefix("\(pooled.name):") })
    }

    /// A row added while the list's screen is covered gets its cell and module when the list is back on screen (a
    /// covered screen's view is out of the window, and a collection view makes cells only in a window), and its module
    /// appears with the screen, once.
    @MainActor func testARowAddedWhileTheListIsCoveredAppearsWithTheList() async throws {
      let log = EventLog()
      let sut = CardListViewController(log: log, cards: Self.cards(0..<2))
      let (window, navigation) = await showList(sut)
      defer { withExtendedLifetime(window) {} }
      navigation.pushViewController(UIViewController(), animated: false)
      await Self.nextTurn()
      XCTAssertNil(sut.view.window, "a covered screen's view is out of the window")
      log.clear()

      sut.display([CardModel(name: "new", title: "New")] + Self.cards(0..<2))
      sut.view.layoutIfNeeded()
      XCTAssertFalse(sut.modules.contains { $0.shown.contains("New") }, "no cell is made off screen")

      navigation.popViewController(animated: false)

      await Self.nextTurn()
      sut.view.layoutIfNeeded()

      let module = try XCTUnwrap(sut.modules.first { $0.shown.contains("New") })
      XCTAssertEqual(
        log.events.filter { $0.hasPrefix("\(module.name):view") },
        ["\(module.name):viewDidLoad", "\(module.name):viewWillAppear", "\(module.name):viewDidAppear"])
    }

    /// An item updated while its cell is on screen reaches its module through the cell provider (the cell is
    /// reconfigured in place), before the cell is sized again: the same module shows it, keeping its state, with no
    /// appearance call.
    @MainActor func testAnItemUpdatedWhileVisibleReachesItsModuleBeforeTheCellIsSized() async throws {
      let log = EventLog()
      let sut = CardListViewController(log: log, cards: Self.cards(0..<2))
      let (window, _) = await showList(sut)
      defer { withExtendedLifetime(window) {} }
      let module = sut.modules[0]
      module.offset = 120
      log.clear()

      sut.display([CardModel(name: "0", title: "Card 0, edited")] + Self.cards(1..<2))

      XCTAssertEqual(log.events, ["card0:show(Card 0, edited)", "size Card 0, edited"])
      XCTAssertEqual(module.shown, ["Card 0", "Card 0, edited"])
      XCTAssertEqual(module.restored.last, 120, "the module keeps its state for the same item")
      XCTAssertEqual(sut.modules.count, 2)
    }

    /// An item's state is saved when its cell goes and restored when the item comes back, in whichever cell; a
    /// reused cell's module shows the new item with the new item's state.
    @MainActor func testStateFollowsItemsAcrossReusedCells() async throws {
      let log = EventLog()
      let sut = CardListViewController(log: log, cards: Self.cards(0..<60))
      let (window, _) = await showList(sut)
      defer { withExtendedLifetime(window) {} }
      sut.modules[0].offset = 120

      sut.listView?.contentOffset = CGPoint(x: 0, y: 880)
      sut.listView?.layoutIfNeeded()
      XCTAssertEqual(sut.cellModules?.state(for: CardModel(name: "0", title: "").id), 120)
      XCTAssertEqual(sut.modules[0].restored.last, .some(nil), "its cell shows another item, from that item's state")
      sut.listView?.contentOffset = .zero
      sut.listView?.layoutIfNeeded()

      let cell = try XCTUnwrap(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) as? ListCell)
      let module = try XCTUnwrap(sut.modules.first { sut.cellModules?.module(in: cell) === $0.viewController })
      XCTAssertEqual(module.shown.last, "Card 0")
      XCTAssertEqual(module.offset, 120, "the item comes back as the user left it")
      XCTAssertLessThanOrEqual(sut.modules.count, 11, "modules are as many as the cells, not the items")
    }

    /// An item removed from the list while its cell is on screen loses its state for good: its state is not saved
    /// again when the cell goes or moves to another item, and if the item comes back it starts afresh.
    @MainActor func testAnItemRemovedWhileOnScreenComesBackWithoutItsOldState() async throws {
      let log = EventLog()
      let sut = CardListViewController(log: log, cards: Self.cards(0..<3))
      let (window, _) = await showList(sut)
      defer { withExtendedLifetime(window) {} }
      let removed = CardModel(name: "0", title: "")
      sut.modules[0].offset = 120

      sut.display(Array(Self.cards(0..<3).dropFirst()))
      sut.cellModules?.forgetState(for: removed.id)
      sut.listView?.layoutIfNeeded()
      XCTAssertNil(sut.cellModules?.state(for: removed.id), "not saved again when its cell went")

      sut.display(Self.cards(0..<3))
      sut.listView?.layoutIfNeeded()

      let cell = try XCTUnwrap(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) as? ListCell)
      let module = try XCTUnwrap(sut.modules.first { sut.cellModules?.module(in: cell) === $0.viewController })
      XCTAssertEqual(module.shown.last, "Card 0")
      XCTAssertEqual(module.offset, 0, "the item that came back starts afresh")
      XCTAssertNil(sut.cellModules?.state(for: removed.id))
    }

    /// A late end of display for an item the cell no longer shows is ignored; a cell the list dropped takes its
    /// module along.
    @MainActor func testALateEndOfDisplayIsIgnoredAndGoneCellsArePruned() async {
      let parent = UIViewController()
      let log = EventLog()
      let host = CellModuleHost<String, Double>(parent: parent) {
        let module = CardModule(log: log, number: 0)
        return ReusableModule(viewController: module.viewController, input: module)
      }
      let one = ItemID("feed", "1")
      let two = ItemID("feed", "2")
      var cell: ListCell? = ListCell()
      host.beginAppearanceTransition(true, animated: false)
      host.endAppearanceTransition()
      host.configure("one", id: one, in: cell!)
      host.willDisplay(id: one, in: cell!)
      host.didEndDisplaying(id: one, in: cell!)
      host.configure("two", id: two, in: cell!)
      host.willDisplay(id: two, in: cell!)
      log.clear()

      host.didEndDisplaying(id: one, in: cell!)
      XCTAssertEqual(log.events, [], "late: the cell shows item two now")
      let module = host.module(in: cell!)
      cell = nil

      XCTAssertEqual(host.moduleCount, 0, "a cell the list dropped takes its module along")
      XCTAssertNil(module?.parent)
    }
  }
#endif
