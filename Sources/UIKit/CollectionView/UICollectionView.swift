import Foundation

/// UIKit's `UICollectionView` where UIKit does not exist: a scrolling view that shows its data source's items in
/// reusable cells, where its layout puts them.
///
/// It follows UIKit's documented rules:
/// - Cells exist only for visible items. They are made during a layout pass (``UIView/layoutIfNeeded()``, or at
///   once when a snapshot is applied), and only while the collection view is in a window and has a size. An item
///   is visible when its layout frame meets the visible bounds: the origin is ``UIScrollView/contentOffset``, the
///   size is the bounds' size. A test scrolls by setting `contentOffset`, then calling `layoutIfNeeded()`.
/// - Cells are dequeued for a registered class (``register(_:forCellWithReuseIdentifier:)``) or a registration
///   (``CellRegistration``). Dequeuing an identifier nothing was registered for is a programmer error: UIKit raises,
///   and the stand-in stops the program with UIKit's message.
/// - A cell whose item leaves the visible bounds gets
///   ``UICollectionViewDelegate/collectionView(_:didEndDisplaying:forItemAt:)`` and goes to a reuse pool. The
///   dequeue method calls its ``UICollectionReusableView/prepareForReuse()`` before handing it out again.
/// - A newly visible item's cell is configured by the data source first. It then gets its layout attributes and is
///   asked for its preferred ones (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``). Only then
///   does ``UICollectionViewDelegate/collectionView(_:willDisplay:forItemAt:)`` announce it, and it is added.
/// - When a snapshot is applied, a deleted item's cell ends display. A reloaded item gets a new cell, and the old
///   one ends display. A reconfigured item's cell is configured again by the data source in place: dequeuing
///   returns that same cell, with no `prepareForReuse()` and no `willDisplay`.
/// - ``selectItem(at:animated:scrollPosition:)`` and ``deselectItem(at:animated:)`` call no delegate method:
///   ``UICollectionViewDelegate/collectionView(_:didSelectItemAt:)`` is for the user's selection.
///
/// Simpler than UIKit:
/// - There are no touches. A test plays a user's tap the way UIKit handles it: it calls
///   `selectItem(at:animated:scrollPosition:)`, then calls the delegate's `collectionView(_:didSelectItemAt:)`
///   itself.
/// - Nothing animates: updates finish before the call returns, and `animated` is ignored.
/// - There is no prefetching: ``cellForItem(at:)`` has visible cells only (from iOS 15, UIKit may also return a
///   prepared cell that is not visible yet).
/// - The list layout gives every row, header and footer the same height (44 points) and ignores a cell's preferred
///   size; ``selfSizingInvalidation`` is kept and has no effect.
/// - The visible bounds are `contentOffset` plus the bounds' size (in UIKit the bounds' origin is the offset).
/// - There is no content size and no scroll physics: `contentOffset` is not clamped.
/// - A collection view taken out of its window keeps its cells until its next layout pass in a window.
@MainActor
open class UICollectionView: UIScrollView {
  /// The kind of a section's header view.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer view.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// What an element of a collection view is.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ElementCategory: UInt, Sendable {
    /// A cell, showing an item.
    case cell
    /// A supplementary view, such as a section header or footer.
    case supplementaryView
    /// A decoration view (drawn by the layout).
    case decorationView
  }

  /// Where an item ends up when the collection view scrolls to it.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The position bits.
    public let rawValue: UInt
    /// Positions with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// At the top of the visible bounds.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centered vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom of the visible bounds.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left of the visible bounds.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centered horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right of the visible bounds.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// What makes self-sizing cells measure themselves again.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum SelfSizingInvalidation: Int, Sendable {
    /// Nothing: cells are measured when they are configured.
    case disabled
    /// A cell calling `invalidateIntrinsicContentSize()` (the default).
    case enabled
    /// That, and any Auto Layout change in a cell.
    case enabledIncludingConstraints
  }

  /// A supplementary view's place: its kind and index path.
  struct SupplementaryElement: Hashable {
    let kind: String
    let indexPath: IndexPath
  }

  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
  var reusableCells: [String: [UICollectionViewCell]] = [:]
  var reusableSupplementaryViews: [String: [String: [UICollectionReusableView]]] = [:]
  var displayedCells: [IndexPath: UICollectionViewCell] = [:]
  var displayedSupplementaryViews: [SupplementaryElement: UICollectionReusableView] = [:]
  var selectedItems: Set<IndexPath> = []
  var itemCounts: [Int]?
  var isLayoutPrepared = false
  var needsDisplayUpdate = true
  var needsReload = false
  var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?

  /// A collection view with `frame`, laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.owner = self
    setNeedsLayout()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The layout deciding where elements go; setting it lays the collection view out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      if oldValue.owner === self { oldValue.owner = nil }
      collectionViewLayout.owner = self
      layoutDidInvalidate()
    }
  }

  /// Sets the layout (at once: the UIKit stand-in does not animate).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Told about display, highlighting and selection; held weakly.
  open weak var delegate: (any UICollectionViewDelegate)?

  /// Gives the counts, cells and supplementary views; held weakly. Changing it reloads the data.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// Whether the user may select items (`true` by default).
  open var allowsSelection = true

  /// Whether the user may select several items at once (`false` by default).
  open var allowsMultipleSelection = false

  /// What makes self-sizing cells measure themselves again (kept; the UIKit stand-in does not size cells).
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled

  /// The visible bounds' origin; setting it scrolls, and the next layout pass shows the items now visible.
  open override var contentOffset: CGPoint {
    didSet { if contentOffset != oldValue { setNeedsDisplayUpdate() } }
  }

  /// The collection view's own coordinate space; a new width lays the content out again.
  open override var bounds: CGRect {
    didSet {
      if bounds.size != oldValue.size { layoutDidInvalidate() }
    }
  }

  // MARK: - Registration and dequeuing

  /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) for `identifier`; `nil` removes the registration.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellClasses[identifier] = nil
      return
    }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      preconditionFailure("\(cellClass) is not a UICollectionViewCell subclass; it cannot be registered as a cell.")
    }
    cellClasses[identifier] = type
  }

  /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) for supplementary views of kind `elementKind`
  /// with `identifier`; `nil` removes the registration.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    guard let viewClass else {
      supplementaryClasses[elementKind]?[identifier] = nil
      return
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      preconditionFailure("\(viewClass) is not a UICollectionReusableView subclass; it cannot be registered.")
    }
    supplementaryClasses[elementKind, default: [:]][identifier] = type
  }

  /// A cell of the class registered for `identifier`, for the item at `indexPath`: a reused one (after its
  /// `prepareForReuse()`) or a new one, with its layout attributes applied. Call it from the data source's
  /// `collectionView(_:cellForItemAt:)`. An identifier nothing was registered for stops the program.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let reconfiguring, reconfiguring.indexPath == indexPath {
      guard reconfiguring.cell.reuseIdentifier == identifier else {
        preconditionFailure(
          "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
            + "reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or "
            + "reuse identifier that was used to dequeue the cell originally to obtain the existing cell.")
      }
      return reconfiguring.cell
    }
    guard let type = cellClasses[identifier] else {
      preconditionFailure(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register "
          + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    let cell: UICollectionViewCell
    if let reused = reusableCells[identifier]?.popLast() {
      cell = reused
      cell.prepareForReuse()
    } else {
      cell = type.init(_standInFrame: .zero)
      cell.reuseIdentifier = identifier
    }
    prepareDequeued(cell, attributes: layoutAttributesForItem(at: indexPath))
    return cell
  }

  /// A supplementary view of kind `elementKind` of the class registered for `identifier`, for `indexPath`: a
  /// reused one (after its `prepareForReuse()`) or a new one. An unregistered identifier stops the program.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let type = supplementaryClasses[elementKind]?[identifier] else {
      preconditionFailure(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    let view: UICollectionReusableView
    if let reused = reusableSupplementaryViews[elementKind]?[identifier]?.popLast() {
      view = reused
      view.prepareForReuse()
    } else {
      view = type.init(_standInFrame: .zero)
      view.reuseIdentifier = identifier
    }
    prepareDequeued(
      view, attributes: collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    return view
  }

  // MARK: - Items and cells

  /// How many sections the data source has (as last loaded).
  open var numberOfSections: Int { loadItemCountsIfNeeded().count }

  /// How many items `section` has (as last loaded); a section that does not exist stops the program, as UIKit
  /// raises.
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = loadItemCountsIfNeeded()
    guard counts.indices.contains(section) else {
      preconditionFailure(
        "request for number of items in section \(section) when there are only \(counts.count) sections in the "
          + "collection view")
    }
    return counts[section]
  }

  /// The cells on screen, in index-path order.
  open var visibleCells: [UICollectionViewCell] { displayedCells.sorted { $0.key < $1.key }.map(\.value) }

  /// The index paths of the items on screen, in order.
  open var indexPathsForVisibleItems: [IndexPath] { displayedCells.keys.sorted() }

  /// The cell showing the item at `indexPath`, or `nil` when the item is not on screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { displayedCells[indexPath] }

  /// The index path of the item `cell` shows, or `nil` when the cell is not on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayedCells.first { $0.value === cell }?.key
  }

  /// The supplementary view of kind `elementKind` at `indexPath`, when it is on screen.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    displayedSupplementaryViews[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
  }

  /// The index paths of the supplementary views of kind `elementKind` on screen, in order.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    displayedSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// The supplementary views of kind `elementKind` on screen, in index-path order.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// Where the layout puts the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Forgets the counts and every cell on screen: the next layout pass ends the display of the cells shown and
  /// asks the data source again. Selection is cleared.
  open func reloadData() {
    itemCounts = nil
    selectedItems = []
    needsReload = true
    layoutDidInvalidate()
  }

  /// Scrolls so that the item at `indexPath` is at `scrollPosition` (at once: the stand-in does not animate).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var y = contentOffset.y
    if scrollPosition.contains(.top) {
      y = frame.minY
    } else if scrollPosition.contains(.bottom) {
      y = frame.maxY - bounds.height
    } else if scrollPosition.contains(.centeredVertically) {
      y = frame.midY - bounds.height / 2
    }
    let maximum = max(0, collectionViewLayout.collectionViewContentSize.height - bounds.height)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, y), maximum))
  }

  // MARK: - Selection

  /// The index paths of the selected items, in order.
  open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

  /// Selects the item at `indexPath` (`nil` clears the selection), deselecting the others unless
  /// ``allowsMultipleSelection``, and scrolls to it when `scrollPosition` is not empty. Calls no delegate method.
  /// Does nothing unless ``allowsSelection``.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for selected in selectedItems { deselectItem(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for selected in selectedItems where selected != indexPath { deselectItem(at: selected, animated: animated) }
    }
    selectedItems.insert(indexPath)
    displayedCells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item at `indexPath`. Calls no delegate method. Does nothing unless ``allowsSelection``.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard allowsSelection else { return }
    selectedItems.remove(indexPath)
    displayedCells[indexPath]?.isSelected = false
  }

  // MARK: - Layout

  /// Lays the collection view out: while it is in a window and has a size, ends the display of the cells whose
  /// items left the visible bounds and displays the items that came in.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateDisplayedElements()
  }

  /// Lays out at once if needed; a collection view that could not show its cells before (it had no window or no
  /// size) stays in need of layout until it can.
  open override func layoutIfNeeded() {
    if needsDisplayUpdate, canDisplayCells { setNeedsLayout() }
    super.layoutIfNeeded()
  }
}
