import Foundation

/// UIKit's `UICollectionViewDiffableDataSource` where UIKit does not exist: a collection view's data source that
/// shows a snapshot of section and item identifiers, making each cell with a cell provider.
///
/// Made with its collection view, it becomes that view's ``UICollectionView/dataSource``. Applying a snapshot
/// compares it with the one shown: deleted items' cells end display, kept items keep their cells, items marked to
/// reload get new cells and items marked to reconfigure have their cells configured again by the cell provider,
/// then the newly visible items are displayed (see ``UICollectionView`` for the order of the calls). The UIKit
/// stand-in applies at once, without animation.
@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Returns the cell for `itemIdentifier` at `indexPath`, dequeued from `collectionView` and configured.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// Returns the supplementary view of kind `elementKind` at `indexPath`, dequeued from `collectionView`.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Makes the supplementary views (section headers and footers) the layout shows.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView` (which it becomes the data source of), making cells with `cellProvider`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot`, updating the collection view's cells, then calls `completion` (at once: the UIKit stand-in
  /// does not animate).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let previous = current
    var shown = snapshot
    shown.clearUpdates()
    current = shown
    if let collectionView, collectionView.dataSource === self {
      collectionView.perform(update(from: previous, to: snapshot))
    }
    completion?()
  }

  /// Shows `snapshot`, updating the collection view's cells, and returns once done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the collection view's data (no diff: every cell on screen ends display and is
  /// made again), then calls `completion`.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    var shown = snapshot
    shown.clearUpdates()
    current = shown
    collectionView?.reloadData()
    collectionView?.layoutIfNeeded()
    completion?()
  }

  /// The snapshot shown now.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// The item shown at `indexPath`, if any.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

  /// The index path of `itemIdentifier`, if it is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

  /// The section shown at `index`, if any.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of `sectionIdentifier`, if it is shown.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: - UICollectionViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  /// The number of items of the snapshot's section at `section`.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell for the item at `indexPath`; a provider returning `nil` stops the program, as UIKit
  /// raises.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else {
      preconditionFailure("UICollectionViewDiffableDataSource has no item at \(indexPath).")
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      preconditionFailure("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
    }
    return cell
  }

  /// The supplementary view provider's view; no provider, or a `nil` view, stops the program, as UIKit raises.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      preconditionFailure(
        "UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath); set a "
          + "supplementaryViewProvider that returns one.")
    }
    return view
  }

  private func update(
    from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> UICollectionView.Update {
    var itemMoves: [IndexPath: IndexPath] = [:]
    for item in old.itemIdentifiers {
      if let before = old.indexPath(of: item), let after = new.indexPath(of: item) { itemMoves[before] = after }
    }
    var sectionMoves: [Int: Int] = [:]
    for (index, section) in old.sectionIdentifiers.enumerated() {
      if let after = new.indexOfSection(section) { sectionMoves[index] = after }
    }
    let kept = Set(old.itemIdentifiers)
    return UICollectionView.Update(
      itemMoves: itemMoves, sectionMoves: sectionMoves,
      reloaded: new.reloadedItemIdentifiers.filter(kept.contains).compactMap(new.indexPath(of:)),
      reconfigured: new.reconfiguredItemIdentifiers.filter(kept.contains).compactMap(new.indexPath(of:)))
  }
}
