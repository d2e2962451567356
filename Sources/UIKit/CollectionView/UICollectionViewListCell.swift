import Foundation

/// UIKit's `UICollectionViewListCell` where UIKit does not exist: a cell of a list layout, with accessories and the
/// list's look.
///
/// Shown by a list layout's collection view, it gets the list appearance's background by default (grouped lists:
/// ``UIBackgroundConfiguration/listGroupedCell()``, plain lists: ``UIBackgroundConfiguration/listPlainCell()``),
/// which turns the selection gray while the cell is highlighted or selected. A custom view given as an accessory
/// becomes a subview of the cell beside its content view, never of the content view itself. The UIKit stand-in
/// has no editing mode: accessories displayed only while editing are not added.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  private var listAppearance: UICollectionLayoutListConfiguration.Appearance?
  private var isHeaderOrFooter = false
  private var accessoryViews: [UIView] = []

  /// The accessories beside the content, leading and trailing; setting them puts their custom views in the cell.
  public var accessories: [UICellAccessory] = [] {
    didSet { installAccessoryViews() }
  }

  /// How deep the cell is indented (outline levels).
  open var indentationLevel = 0

  /// A list cell's default content: ``UIListContentConfiguration/cell()``.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The background of the list the cell is in, for a cell or for a header or footer: grouped or plain (grouped
  /// until the cell is in a list).
  public override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    switch (listAppearance, isHeaderOrFooter) {
    case (.plain, false): .listPlainCell()
    case (.plain, true): .listPlainHeaderFooter()
    case (.sidebar, false), (.sidebarPlain, false): .listSidebarCell()
    case (_, true): .listGroupedHeaderFooter()
    case (.grouped, false), (.insetGrouped, false), (nil, false): .listGroupedCell()
    }
  }

  /// Called by a list layout's collection view when it dequeues the cell (as a cell, or as a header or footer):
  /// the list's background becomes the cell's, unless the app set one.
  func adopt(_ appearance: UICollectionLayoutListConfiguration.Appearance, asHeaderOrFooter: Bool) {
    listAppearance = appearance
    isHeaderOrFooter = asHeaderOrFooter
    if !hasCustomBackgroundConfiguration { setBackground(defaultBackgroundConfiguration()) }
  }

  private func installAccessoryViews() {
    for view in accessoryViews where view.superview === self { view.removeFromSuperview() }
    accessoryViews = accessories.filter { $0.displayedState != .whenEditing }.compactMap(\.customView)
    for view in accessoryViews { addSubview(view) }
  }
}
