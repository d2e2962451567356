import UIKit
import XCTest

/// List cells: content configurations, accessories and the list's background.
final class UICollectionViewListCellTests: XCTestCase {
  /// `contentConfiguration`: "Setting a content configuration replaces the existing contentView of the cell with a
  /// new content view instance from the configuration, or directly applies the configuration to the existing
  /// content view if the configuration is compatible with the existing content view type." and "setting this property
  /// back to nil replaces the current content view with a new, empty content view."
  @MainActor func testAContentConfigurationReplacesTheContentViewOrUpdatesACompatibleOne() async throws {
    let cell = UICollectionViewListCell(frame: .zero)
    let plain = cell.contentView
    let loose = UIView()
    plain.addSubview(loose)

    var content = cell.defaultContentConfiguration()
    content.text = "Title"
    cell.contentConfiguration = content
    let listView = try XCTUnwrap(cell.contentView as? UIListContentView)
    XCTAssertFalse(plain === cell.contentView)
    XCTAssertNil(plain.superview, "the old content view, and what was added to it, left the cell")
    XCTAssertFalse(loose.isDescendant(of: cell))

    content.text = "Other"
    cell.contentConfiguration = content
    XCTAssertTrue(cell.contentView === listView, "a compatible configuration goes to the same view")
    XCTAssertEqual((listView.configuration as? UIListContentConfiguration)?.text, "Other")

    cell.contentConfiguration = nil
    XCTAssertFalse(cell.contentView is UIListContentView, "setting nil puts back a new, empty content view")
    XCTAssertTrue(cell.contentView.subviews.isEmpty)
    XCTAssertTrue(cell.contentView.superview === cell)
  }

  /// `UICellAccessory.customView(configuration:)` puts the view beside the content view (the content view gets the
  /// remaining width), not inside it; replacing the accessories takes the old views out.
  @MainActor func testACustomAccessoryIsInTheCellBesideTheContentView() async {
    let cell = UICollectionViewListCell(frame: .zero)
    cell.contentConfiguration = UIListContentConfiguration.valueCell()
    let toggle = UISwitch()

    cell.accessories = [
      .disclosureIndicator(), .customView(configuration: .init(customView: toggle, placement: .trailing())),
    ]
    XCTAssertTrue(toggle.superview === cell)
    XCTAssertFalse(toggle.isDescendant(of: cell.contentView))
    XCTAssertEqual(cell.accessories.count, 2)

    cell.accessories = []
    XCTAssertNil(toggle.superview)
  }

  /// A list cell gets its list's background: a grouped list's cell background, a plain list's; highlighted or
  /// selected, it turns the selection color, and back. A background the app set is kept.
  @MainActor func testAListCellGetsItsListsBackgroundAndShowsHighlightAndSelection() async throws {
    let grouped = ListFixture(appearance: .insetGrouped)
    grouped.show(["a", "b"])
    grouped.showOnScreen()
    let cell = try XCTUnwrap(grouped.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let normal = cell.backgroundConfiguration?.backgroundColor
    XCTAssertEqual(normal, .secondarySystemGroupedBackground)

    cell.isHighlighted = true
    let highlighted = cell.backgroundConfiguration?.backgroundColor
    XCTAssertNotNil(highlighted)
    XCTAssertNotEqual(highlighted, normal)
    cell.isHighlighted = false
    XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, normal)
    grouped.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, highlighted)

    let plain = ListFixture(appearance: .plain)
    plain.show(["a"])
    plain.showOnScreen()
    let plainCell = try XCTUnwrap(plain.collectionView.visibleCells.first)
    XCTAssertEqual(plainCell.backgroundConfiguration?.backgroundColor, .systemBackground)

    var custom = UIBackgroundConfiguration.clear()
    custom.backgroundColor = .systemRed
    plainCell.backgroundConfiguration = custom
    plain.collectionView.reloadData()
    plain.collectionView.layoutIfNeeded()
    XCTAssertTrue(plain.collectionView.visibleCells.first === plainCell)
    XCTAssertEqual(plainCell.backgroundConfiguration?.backgroundColor, .systemRed)
  }

  /// The accessibility label is kept per object and goes with it.
  @MainActor func testAnAccessibilityLabelBelongsToItsObject() async {
    let toggle = UISwitch()
    XCTAssertNil(toggle.accessibilityLabel)

    toggle.accessibilityLabel = "Alerts"

    XCTAssertEqual(toggle.accessibilityLabel, "Alerts")
    XCTAssertNil(UISwitch().accessibilityLabel)
  }
}
