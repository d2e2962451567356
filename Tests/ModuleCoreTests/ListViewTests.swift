#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// `ListView`, a list-layout collection view driven through UIKit's API: cells for visible rows only, reuse,
  /// reconfiguring in place, duplicates dropped, events with their row.
  final class ListViewTests: XCTestCase {
    private let rows = (0..<50).map { ("row\($0)", "Row \($0)") }

    /// Cells exist only for visible rows and are made in a layout pass once the list is in a window with a size;
    /// a cell scrolled off is reused (`prepareForReuse()` first) for a row scrolled in.
    @MainActor func testOnlyVisibleRowsGetCellsAndScrolledAwayCellsAreReused() async throws {
      let list = ListView()
      list.apply([textSection("main", rows)])
      list.layoutIfNeeded()
      XCTAssertEqual(list.visibleCells, [], "not in a window yet")
      XCTAssertEqual(list.numberOfItems(inSection: 0), 50)

      let screen = ListOnScreen(list)
      XCTAssertEqual(screen.visibleRows, (0..<9).map { ItemID("main", "row\($0)") }, "the header takes the first row")
      XCTAssertEqual((screen.cell(for: ItemID("main", "row2")) as? TextCell)?.text, "Row 2")
      let firstCells = Set(list.visibleCells.map(ObjectIdentifier.init))

      screen.scroll(to: 440)

      XCTAssertEqual(screen.visibleRows, (9..<19).map { ItemID("main", "row\($0)") })
      let cells = list.visibleCells.compactMap { $0 as? TextCell }
      XCTAssertEqual(cells.map(\.text), (9..<19).map { "Row \($0)" })
      XCTAssertEqual(firstCells.union(cells.map(ObjectIdentifier.init)).count, 10, "nine cells reused, one more made")
      XCTAssertEqual(cells.filter { $0.reuseCount == 1 }.count, 9, "prepareForReuse before each reuse")
    }

    /// A changed model of the same cell type reconfigures its visible cell in place (no end of display); a changed
    /// cell type reloads the row: the old cell ends display and a cell of the new type shows it.
    @MainActor func testAChangedModelIsReconfiguredInPlaceAndAChangedCellTypeIsReloaded() async throws {
      let list = ListView()
      var ended: [ItemID] = []
      list.didEndDisplaying = { _, id in ended.append(id) }
      let id = ItemID("main", "a")
      list.apply([textSection("main", [("a", "old")])])
      let screen = ListOnScreen(list)
      let cell = try XCTUnwrap(screen.cell(for: id) as? TextCell)

      list.apply([textSection("main", [("a", "new")])])
      XCTAssertTrue(screen.cell(for: id) === cell, "the same cell, configured again")
      XCTAssertEqual(cell.text, "new")
      XCTAssertEqual(cell.configureCount, 2)
      XCTAssertEqual(ended, [])

      list.apply([SectionModel(id: "main", cells: [AnyCellModel(SwitchModel(id: id, isOn: true))])])
      XCTAssertEqual(ended, [id], "another cell type: the old cell ends display")
      XCTAssertEqual((screen.cell(for: id) as? SwitchCell)?.isOn, true)
    }

    /// Unchanged models are not configured again; a removed row's cell ends display.
    @MainActor func testUnchangedModelsAreNotConfiguredAgainAndRemovedRowsEndDisplay() async throws {
      let list = ListView()
      var ended: [ItemID] = []
      list.didEndDisplaying = { _, id in ended.append(id) }
      list.apply([textSection("main", [("a", "A"), ("b", "B")])])
      let screen = ListOnScreen(list)
      let a = try XCTUnwrap(screen.cell(for: ItemID("main", "a")) as? TextCell)

      list.apply([textSection("main", [("a", "A")])])

      XCTAssertEqual(a.configureCount, 1)
      XCTAssertEqual(ended, [ItemID("main", "b")])
      XCTAssertEqual(screen.visibleRows, [ItemID("main", "a")])
    }

    /// The model configures the cell, then `didConfigure` runs, then the cell is sized, and only then does
    /// `willDisplay` report it.
    @MainActor func testACellIsConfiguredThenHookedThenSizedBeforeItIsDisplayed() async {
      let log = EventLog()
      let list = ListView()
      list.didConfigure = { cell, model in
        (cell as? TextCell)?.log = log
        log.record("didConfigure \(model.id.item) showing \((cell as? TextCell)?.text ?? "")")
      }
      list.willDisplay = { _, id in log.record("willDisplay \(id.item)") }
      list.apply([textSection("main", [("a", "A")])])

      _ = ListOnScreen(list)

      XCTAssertEqual(log.events, ["didConfigure a showing A", "size A", "willDisplay a"])
    }

    /// A cell's own event and a tap on its row come out with the row; a tap is played as UIKit handles it: the
    /// item is selected, then the delegate's `collectionView(_:didSelectItemAt:)` runs (and deselects it).
    @MainActor func testEventsComeOutWithTheirRow() async throws {
      let list = ListView()
      var events: [String] = []
      list.onEvent = { event, id in events.append("\(event) \(id)") }
      list.apply([textSection("main", [("a", "A"), ("b", "B")])])
      let screen = ListOnScreen(list)
      let b = try XCTUnwrap(list.indexPath(for: ItemID("main", "b")))

      (screen.cell(for: ItemID("main", "a")) as? ListCell)?.sendEvent?(.toggled(true))
      list.selectItem(at: b, animated: false, scrollPosition: [])
      list.collectionView(list, didSelectItemAt: b)

      XCTAssertEqual(events, ["toggled(true) main/a", "selected main/b"])
      XCTAssertEqual(list.indexPathsForSelectedItems, [], "the tapped row is deselected")
    }

    /// Ids given twice are reported and the later ones dropped, never a crash: a backend's duplicate row must not
    /// take the app down.
    @MainActor func testDuplicateIDsAreReportedAndTheLaterOnesDropped() async {
      let list = ListView()
      var reported: [String] = []
      list.reportDuplicates = { items, sections in reported = sections.map(\.rawValue) + items.map(\.description) }
      let sections = [
        textSection("main", [("a", "A"), ("b", "B"), ("a", "A again")]),
        textSection("main", [("c", "C")]),
        textSection("more", [("d", "D")]),
      ]

      list.apply(sections)
      let screen = ListOnScreen(list)

      XCTAssertEqual(reported, ["main", "main/a"])
      XCTAssertEqual(list.itemIDs, [ItemID("main", "a"), ItemID("main", "b"), ItemID("more", "d")])
      XCTAssertEqual(list.numberOfSections, 2)
      XCTAssertEqual((screen.cell(for: ItemID("main", "a")) as? TextCell)?.text, "A", "the first one is kept")
    }

    /// Rows are list cells: a grouped list's cell background, and the highlight of a tap.
    @MainActor func testRowsHaveTheGroupedListsBackgroundAndATapHighlight() async throws {
      let list = ListView()
      list.apply([textSection("main", [("a", "A")])])
      let screen = ListOnScreen(list)
      let cell = try XCTUnwrap(screen.cell(for: ItemID("main", "a")))

      XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
      cell.isHighlighted = true
      XCTAssertNotEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
    }

    /// Section headers and footers show their section's texts, and follow a change of them.
    @MainActor func testHeadersShowTheirSectionsText() async throws {
      let list = ListView()
      list.apply([textSection("main", [("a", "A")], header: "General")])
      _ = ListOnScreen(list)
      func headerText() -> String? {
        let header = list.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        return ((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
      }
      XCTAssertEqual(headerText(), "General")

      list.apply([textSection("main", [("a", "A")], header: "Account")])

      XCTAssertEqual(headerText(), "Account")
    }

    /// The list, its data source and its cells go with the last reference to the list (nothing they hold keeps the
    /// list alive).
    @MainActor func testTheListIsReleasedWithItsCells() async {
      weak var releasedList: ListView?
      weak var releasedCell: UICollectionViewCell?
      do {
        let list = ListView()
        list.onEvent = { _, _ in }
        list.apply([textSection("main", [("a", "A")])])
        let screen = ListOnScreen(list)
        releasedList = list
        releasedCell = list.visibleCells.first
        XCTAssertNotNil(releasedCell)
        list.removeFromSuperview()
        withExtendedLifetime(screen) {}
      }

      XCTAssertNil(releasedList)
      XCTAssertNil(releasedCell)
    }

    /// `AnyCellModel` compares the wrapped models, and gives them back by type.
    @MainActor func testAnyCellModelComparesWrappedModels() async {
      let id = ItemID("s", "x")
      XCTAssertEqual(AnyCellModel(TextModel(id: id, text: "a")), AnyCellModel(TextModel(id: id, text: "a")))
      XCTAssertNotEqual(AnyCellModel(TextModel(id: id, text: "a")), AnyCellModel(TextModel(id: id, text: "b")))
      XCTAssertNotEqual(AnyCellModel(TextModel(id: id, text: "a")), AnyCellModel(SwitchModel(id: id, isOn: true)))
      XCTAssertEqual(AnyCellModel(TextModel(id: id, text: "a")).base(as: TextModel.self)?.text, "a")
      XCTAssertNil(AnyCellModel(TextModel(id: id, text: "a")).base(as: SwitchModel.self))
    }
  }
#endif
