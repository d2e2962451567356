import UIKit
import XCTest

/// The collection view's documented rules for cells: made for visible items only, during layout, reused after
/// `prepareForReuse()`, configured and sized before `willDisplay`, and told apart from the user's selection.
final class UICollectionViewTests: XCTestCase {
  /// `visibleCells`: "An array of visible cells currently displayed by the collection view"; `cellForItem(at:)`
  /// gives the cell of a visible item (before iOS 15 "nil if the cell isn't visible"). Cells are made in a layout
  /// pass, so a collection view that is not in a window, or has no size, makes none.
  @MainActor func testCellsAreMadeOnlyForVisibleItemsDuringLayoutInAWindowWithASize() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<100))

    list.collectionView.layoutIfNeeded()
    XCTAssertEqual(list.collectionView.numberOfItems(inSection: 0), 100, "the data is there")
    XCTAssertEqual(list.collectionView.visibleCells, [], "no window: no cells")

    list.collectionView.frame = .zero
    list.showOnScreen()
    XCTAssertEqual(list.collectionView.visibleCells, [], "no size: no cells")
    XCTAssertFalse(list.log.events.contains { $0.hasPrefix("configure") })

    list.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 440)
    list.collectionView.layoutIfNeeded()
    XCTAssertEqual(list.visibleItems, ListFixture.items(0..<10), "ten 44-point rows fit in 440 points")
    XCTAssertEqual(list.collectionView.indexPathsForVisibleItems, ListFixture.indexPaths(0..<10))
    XCTAssertNotNil(list.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)))
    XCTAssertNil(list.collectionView.cellForItem(at: IndexPath(item: 10, section: 0)), "item 10 is below the bounds")
    XCTAssertEqual(list.log.events.filter { $0.hasPrefix("configure") }.count, 10)
  }

  /// `prepareForReuse()`: "When the collection view dequeues your view for use, it calls this method before the
  /// corresponding dequeue method returns the view to your code." `collectionView(_:didEndDisplaying:forItemAt:)`
  /// tells "that the specified cell was removed from the collection view": a cell scrolled off ends display and
  /// goes back to the reuse pool, to show the items scrolled in.
  @MainActor func testScrollingEndsTheDisplayOfCellsLeavingAndReusesThemAfterPrepareForReuse() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<100))
    list.showOnScreen()
    let firstCells = Set(list.collectionView.visibleCells.map(ObjectIdentifier.init))
    list.log.clear()

    list.collectionView.contentOffset = CGPoint(x: 0, y: 440)
    list.collectionView.layoutIfNeeded()

    XCTAssertEqual(list.visibleItems, ListFixture.items(10..<20))
    XCTAssertEqual(Set(list.collectionView.visibleCells.map(ObjectIdentifier.init)), firstCells, "the same ten cells")
    let events = list.log.events
    XCTAssertEqual(Array(events.prefix(10)), (0..<10).map { "didEndDisplaying item\($0) at \($0)" })
    XCTAssertEqual(
      Array(events[10..<14]),
      ["prepareForReuse (was item9)", "configure item10", "size item10", "willDisplay item10 at 10"],
      "the last cell to leave is handed out first, reset before the cell provider configures it")
    XCTAssertEqual(events.filter { $0.hasPrefix("prepareForReuse") }.count, 10)
  }

  /// Scrolling half a row shows the row partly in view at each edge: an item is visible when its frame meets the
  /// visible bounds.
  @MainActor func testARowPartlyInViewIsVisible() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<100))
    list.showOnScreen()

    list.collectionView.contentOffset = CGPoint(x: 0, y: 22)
    list.collectionView.layoutIfNeeded()

    XCTAssertEqual(list.visibleItems, ListFixture.items(0..<11))
  }

  /// The cell provider configures the cell and the cell is sized
  /// (`preferredLayoutAttributesFitting(_:)`) before `collectionView(_:willDisplay:forItemAt:)`, which comes
  /// "before adding a cell to its content".
  @MainActor func testACellIsConfiguredAndSizedBeforeWillDisplayAndAddedAfter() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<2))

    list.showOnScreen()

    XCTAssertEqual(
      list.log.events,
      [
        "configure item0", "size item0", "willDisplay item0 at 0",
        "configure item1", "size item1", "willDisplay item1 at 1",
      ])
    XCTAssertTrue(list.collectionView.visibleCells.allSatisfy { $0.superview === list.collectionView })
  }

  /// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)`: "This method doesn't cause any
  /// selection-related delegate methods to be called"; `collectionView(_:didSelectItemAt:)`: "The collection view
  /// calls this method when the user successfully selects an item … It does not call this method when you
  /// programmatically set the selection." A test plays the user's tap as UIKit does: select, then call the
  /// delegate.
  @MainActor func testSelectionInCodeCallsNoDelegateMethodAndATapIsPlayedThroughTheDelegate() async throws {
    let list = ListFixture()
    list.show(ListFixture.items(0..<5))
    list.showOnScreen()
    list.log.clear()
    let second = IndexPath(item: 1, section: 0)
    let third = IndexPath(item: 2, section: 0)

    list.collectionView.selectItem(at: second, animated: false, scrollPosition: [])
    XCTAssertEqual(list.collectionView.indexPathsForSelectedItems, [second])
    XCTAssertEqual(list.collectionView.cellForItem(at: second)?.isSelected, true)
    list.collectionView.selectItem(at: third, animated: false, scrollPosition: [])
    XCTAssertEqual(list.collectionView.indexPathsForSelectedItems, [third], "single selection by default")
    XCTAssertEqual(list.collectionView.cellForItem(at: second)?.isSelected, false)
    list.collectionView.deselectItem(at: third, animated: false)
    XCTAssertEqual(list.collectionView.indexPathsForSelectedItems, [])
    XCTAssertEqual(list.log.events, [], "no delegate method for selection in code")

    list.collectionView.selectItem(at: second, animated: false, scrollPosition: [])
    let delegate = try XCTUnwrap(list.collectionView.delegate)
    delegate.collectionView(list.collectionView, didSelectItemAt: second)
    XCTAssertEqual(list.log.events, ["didSelect 1"])
  }

  /// A selected item's cell shows it when it is displayed again after scrolling away.
  @MainActor func testASelectedItemComesBackSelected() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<100))
    list.showOnScreen()
    let first = IndexPath(item: 0, section: 0)
    list.collectionView.selectItem(at: first, animated: false, scrollPosition: [])

    list.collectionView.contentOffset = CGPoint(x: 0, y: 880)
    list.collectionView.layoutIfNeeded()
    XCTAssertTrue(list.collectionView.visibleCells.allSatisfy { !$0.isSelected }, "reused cells are not selected")
    list.collectionView.contentOffset = .zero
    list.collectionView.layoutIfNeeded()

    XCTAssertEqual(list.collectionView.cellForItem(at: first)?.isSelected, true)
  }

  /// `scrollToItem(at:at:animated:)` scrolls the contents "until the specified item is visible".
  @MainActor func testScrollingToAnItemMakesItVisible() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<100))
    list.showOnScreen()

    list.collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
    list.collectionView.layoutIfNeeded()

    XCTAssertEqual(list.collectionView.contentOffset.y, 50 * 44)
    XCTAssertEqual(list.visibleItems.first, "item50")
  }

  /// `reloadData()`: the collection view discards the cells on screen and asks its data source again.
  @MainActor func testReloadDataEndsTheDisplayOfEveryCellAndAsksAgain() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<3))
    list.showOnScreen()
    list.log.clear()

    list.collectionView.reloadData()
    list.collectionView.layoutIfNeeded()

    XCTAssertEqual(
      list.log.events.filter { !$0.hasPrefix("size") && !$0.hasPrefix("prepare") },
      [
        "didEndDisplaying item0 at 0", "didEndDisplaying item1 at 1", "didEndDisplaying item2 at 2",
        "configure item0", "willDisplay item0 at 0", "configure item1", "willDisplay item1 at 1",
        "configure item2", "willDisplay item2 at 2",
      ])
  }

  /// The list layout stacks each section's header, items and footer, every one
  /// 44 points high in the UIKit stand-in, so the header takes the first row of the bounds;
  /// header and footer views come from the data source's supplementary view provider.
  @MainActor func testAListWithHeadersAndFootersShowsThemBetweenItsItems() async {
    let list = ListFixture(headers: true)
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = "Section \(indexPath.section)"
      view.contentConfiguration = content
    }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { _, _, _ in }
    list.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      kind == UICollectionView.elementKindSectionHeader
        ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(ListFixture.items(0..<3), toSection: 0)
    snapshot.appendItems(ListFixture.items(3..<20), toSection: 1)
    await list.dataSource.apply(snapshot, animatingDifferences: false)

    list.showOnScreen()

    XCTAssertEqual(
      list.log.events.filter { $0.hasPrefix("willDisplay") },
      [
        "willDisplay header 0", "willDisplay item0 at 0", "willDisplay item1 at 1", "willDisplay item2 at 2",
        "willDisplay footer 0", "willDisplay header 1", "willDisplay item3 at 0", "willDisplay item4 at 1",
        "willDisplay item5 at 2", "willDisplay item6 at 3",
      ])
    let headerView = list.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    XCTAssertEqual(
      ((headerView as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text,
      "Section 1")
    XCTAssertEqual(headerView?.frame.minY, 5 * 44)
    XCTAssertEqual(
      list.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter),
      [IndexPath(item: 0, section: 0)])
  }

  /// A cell registration registers its class the first time it dequeues, and its handler configures the cell for
  /// the item.
  @MainActor func testACellRegistrationRegistersItsClassAndConfiguresTheCell() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.uppercased()
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    await dataSource.apply(snapshot, animatingDifferences: false)

    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()

    let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "B")
    XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)), "b")
    XCTAssertEqual(dataSource.indexPath(for: "a"), IndexPath(item: 0, section: 0))
  }
}
