import UIKit
import XCTest

/// What applying a snapshot does to the cells on screen, and the snapshot's own rules.
final class UICollectionViewDiffableDataSourceTests: XCTestCase {
  /// `collectionView(_:didEndDisplaying:forItemAt:)` comes for a deleted item's cell (at the index path the item
  /// had); the items moving up into the bounds are displayed.
  @MainActor func testADeletedItemsCellEndsDisplayAndTheNextItemComesIn() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<20))
    list.showOnScreen()
    let kept = list.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
    list.log.clear()

    list.show(ListFixture.items(0..<20).filter { $0 != "item3" })

    XCTAssertEqual(
      list.log.events.filter { !$0.hasPrefix("size") && !$0.hasPrefix("prepare") },
      ["didEndDisplaying item3 at 3", "configure item10", "willDisplay item10 at 9"])
    XCTAssertTrue(list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === kept, "item4 kept its cell")
    XCTAssertEqual(list.visibleItems, ListFixture.items(0..<11).filter { $0 != "item3" })
  }

  /// `reconfigureItems(_:)`: "To update the contents of existing (including prefetched) cells without replacing
  /// them with new cells, use this method instead of reloadItems(_:)". The cell provider runs again and its dequeue
  /// returns the same cell: no `prepareForReuse()`, no `willDisplay`; the cell is sized again.
  @MainActor func testReconfiguringRunsTheCellProviderOnTheSameCellWithoutWillDisplay() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<5))
    list.showOnScreen()
    let cell = list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    list.log.clear()

    list.show(ListFixture.items(0..<5), reconfigure: ["item2", "item4"])

    XCTAssertEqual(list.log.events, ["configure item2", "size item2", "configure item4", "size item4"])
    XCTAssertTrue(list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
    XCTAssertEqual(list.dataSource.snapshot().reconfiguredItemIdentifiers, [], "applied once")
  }

  /// `reloadItems(_:)` replaces the cell: the old one ends display, a new one is configured and displayed.
  @MainActor func testReloadingReplacesTheCell() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<5))
    list.showOnScreen()
    let old = list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    list.log.clear()

    list.show(ListFixture.items(0..<5), reload: ["item2"])

    XCTAssertEqual(
      list.log.events, ["didEndDisplaying item2 at 2", "configure item2", "size item2", "willDisplay item2 at 2"])
    XCTAssertFalse(list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === old)
    XCTAssertNil(old?.superview, "the old cell left the collection view")
  }

  /// Applying a snapshot while the collection view is on screen displays the new items at once.
  @MainActor func testApplyingOnScreenDisplaysInsertedItemsAtOnce() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<2))
    list.showOnScreen()

    list.show(["new"] + ListFixture.items(0..<2))

    XCTAssertEqual(list.visibleItems, ["new", "item0", "item1"])
    XCTAssertEqual(list.collectionView.numberOfItems(inSection: 0), 3)
  }

  /// Selection follows a kept item to its new index path and goes with a deleted one.
  @MainActor func testSelectionFollowsItsItem() async {
    let list = ListFixture()
    list.show(ListFixture.items(0..<5))
    list.showOnScreen()
    list.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])

    list.show(["item3", "item4"])

    XCTAssertEqual(list.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
    XCTAssertEqual(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected, true)
  }

  /// The snapshot keeps sections and items in order and answers where each is.
  @MainActor func testTheSnapshotKeepsSectionsAndItemsInOrder() async {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "c"])
    snapshot.insertSections(["b"], beforeSection: "c")
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([5])
    snapshot.insertItems([3], afterItem: 2)
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.appendItems([4], toSection: "b")

    XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b", "c"])
    XCTAssertEqual(snapshot.itemIdentifiers, [0, 1, 2, 3, 4, 5])
    XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [0, 1, 2, 3])
    XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 5), "c")
    XCTAssertEqual(snapshot.indexOfItem(4), 4)
    XCTAssertEqual(snapshot.numberOfItems, 6)

    snapshot.reloadItems([1])
    snapshot.deleteItems([1, 5])
    snapshot.deleteSections(["b"])

    XCTAssertEqual(snapshot.itemIdentifiers, [0, 2, 3])
    XCTAssertEqual(snapshot.numberOfSections, 2)
    XCTAssertEqual(snapshot.reloadedItemIdentifiers, [], "a deleted item is no longer reloaded")
  }
}
