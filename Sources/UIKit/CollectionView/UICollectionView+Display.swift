import Foundation

/// How a collection view shows and retires its cells: the layout pass and the updates a diffable data source
/// applies.
extension UICollectionView {
  /// What changes when a diffable data source applies a snapshot, in index paths.
  struct Update {
    /// For each item in both snapshots: its old index path and its new one.
    var itemMoves: [IndexPath: IndexPath]
    /// For each section in both snapshots: its old index and its new one.
    var sectionMoves: [Int: Int]
    /// The new index paths of the reloaded items.
    var reloaded: [IndexPath]
    /// The new index paths of the reconfigured items.
    var reconfigured: [IndexPath]
  }

  /// Whether cells can be shown: the collection view is in a window and has a size.
  var canDisplayCells: Bool { window != nil && bounds.width > 0 && bounds.height > 0 }

  /// Asks for a layout pass that updates the displayed elements.
  func setNeedsDisplayUpdate() {
    needsDisplayUpdate = true
    setNeedsLayout()
  }

  /// The layout is out of date: it is prepared again before the next layout pass.
  func layoutDidInvalidate() {
    isLayoutPrepared = false
    setNeedsDisplayUpdate()
  }

  /// The number of items of each section, loaded from the data source when not known.
  func loadItemCountsIfNeeded() -> [Int] {
    if let itemCounts { return itemCounts }
    var counts: [Int] = []
    if let dataSource {
      let sections = max(0, dataSource.numberOfSections(in: self))
      counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }
    itemCounts = counts
    return counts
  }

  /// Prepares the layout when it was invalidated.
  func prepareLayoutIfNeeded() {
    guard !isLayoutPrepared else { return }
    isLayoutPrepared = true
    collectionViewLayout.prepare()
  }

  /// Gives a dequeued view its frame and layout attributes, and a list cell its list's look.
  func prepareDequeued(_ view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes?) {
    if let cell = view as? UICollectionViewListCell,
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration
    {
      cell.adopt(list.appearance, asHeaderOrFooter: attributes?.representedElementCategory == .supplementaryView)
    }
    guard let attributes else { return }
    view.frame = attributes.frame
    view.apply(attributes)
  }

  /// The layout pass: ends the display of the elements that left the visible bounds, then displays the ones that
  /// came in, top first. Does nothing (and stays pending) without a window or a size.
  func updateDisplayedElements() {
    guard canDisplayCells else { return }
    needsDisplayUpdate = false
    if needsReload {
      needsReload = false
      for indexPath in displayedCells.keys.sorted() { endDisplayingCell(at: indexPath) }
      for element in displayedSupplementaryViews.keys { endDisplayingSupplementaryView(element) }
    }
    prepareLayoutIfNeeded()
    let counts = loadItemCountsIfNeeded()
    let visibleBounds = CGRect(origin: contentOffset, size: bounds.size)
    var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementaryViews: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
    for attributes in collectionViewLayout.layoutAttributesForElements(in: visibleBounds) ?? []
    where !attributes.isHidden && attributes.frame.maxY > visibleBounds.minY
      && attributes.frame.minY < visibleBounds.maxY && attributes.frame.maxX > visibleBounds.minX
      && attributes.frame.minX < visibleBounds.maxX
    {
      let indexPath = attributes.indexPath
      switch attributes.representedElementCategory {
      case .cell:
        guard counts.indices.contains(indexPath.section), indexPath.item < counts[indexPath.section] else { continue }
        cells[indexPath] = attributes
      case .supplementaryView:
        guard let kind = attributes.representedElementKind, counts.indices.contains(indexPath.section) else { continue }
        supplementaryViews[SupplementaryElement(kind: kind, indexPath: indexPath)] = attributes
      case .decorationView:
        continue
      }
    }
    for indexPath in displayedCells.keys.sorted() where cells[indexPath] == nil { endDisplayingCell(at: indexPath) }
    for element in displayedSupplementaryViews.keys where supplementaryViews[element] == nil {
      endDisplayingSupplementaryView(element)
    }
    for (indexPath, cell) in displayedCells {
      if let attributes = cells[indexPath] { cell.frame = attributes.frame }
    }
    for (element, view) in displayedSupplementaryViews {
      if let attributes = supplementaryViews[element] { view.frame = attributes.frame }
    }
    let incoming =
      cells.filter { displayedCells[$0.key] == nil }.map(\.value)
      + supplementaryViews.filter { displayedSupplementaryViews[$0.key] == nil }.map(\.value)
    for attributes in incoming.sorted(by: Self.isDisplayedBefore) {
      if let kind = attributes.representedElementKind {
        displaySupplementaryView(SupplementaryElement(kind: kind, indexPath: attributes.indexPath))
      } else {
        displayCell(at: attributes.indexPath)
      }
    }
  }

  /// Whether `first` comes before `second` on screen (top first, headers before the items beside them).
  private static func isDisplayedBefore(
    _ first: UICollectionViewLayoutAttributes, _ second: UICollectionViewLayoutAttributes
  ) -> Bool {
    if first.frame.minY != second.frame.minY { return first.frame.minY < second.frame.minY }
    return first.indexPath < second.indexPath
  }

  /// The data source's cell for the item at `indexPath`, which must come from a dequeue method.
  func requestCell(at indexPath: IndexPath) -> UICollectionViewCell {
    guard let dataSource else { preconditionFailure("UICollectionView has no data source to ask for a cell.") }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    guard cell.reuseIdentifier != nil else {
      preconditionFailure(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
          + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }
    return cell
  }

  /// Displays the item at `indexPath`: the data source configures its cell, the cell is sized, the delegate is
  /// told it will display, and it is added.
  func displayCell(at indexPath: IndexPath) {
    let cell = requestCell(at: indexPath)
    cell.isHighlighted = false
    cell.isSelected = selectedItems.contains(indexPath)
    size(cell, at: indexPath)
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    addSubview(cell)
    displayedCells[indexPath] = cell
  }

  /// Asks `cell` for its preferred layout attributes (the UIKit stand-in keeps the layout's size).
  func size(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    let attributes = layoutAttributesForItem(at: indexPath)?.duplicate() ?? UICollectionViewLayoutAttributes()
    if attributes.frame == .zero {
      attributes.indexPath = indexPath
      attributes.frame = cell.frame
    }
    _ = cell.preferredLayoutAttributesFitting(attributes)
  }

  /// Ends the display of the cell at `indexPath` and puts it in the reuse pool.
  func endDisplayingCell(at indexPath: IndexPath) {
    guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    enqueue(cell)
  }

  /// Puts `cell` in the reuse pool of its identifier.
  func enqueue(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    reusableCells[cell.reuseIdentifier ?? "", default: []].append(cell)
  }

  /// Displays the supplementary view at `element`, made by the data source.
  func displaySupplementaryView(_ element: SupplementaryElement) {
    guard let dataSource else { return }
    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
    guard view.reuseIdentifier != nil else {
      preconditionFailure(
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(element.kind), "
          + "\(element.indexPath)) was not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
    }
    let attributes =
      collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: element.kind, at: element.indexPath)?
      .duplicate()
      ?? UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.kind, with: element.indexPath)
    _ = view.preferredLayoutAttributesFitting(attributes)
    delegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: element.kind, at: element.indexPath)
    addSubview(view)
    displayedSupplementaryViews[element] = view
  }

  /// Ends the display of the supplementary view at `element` and puts it in its reuse pool.
  func endDisplayingSupplementaryView(_ element: SupplementaryElement) {
    guard let view = displayedSupplementaryViews.removeValue(forKey: element) else { return }
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
    view.removeFromSuperview()
    reusableSupplementaryViews[element.kind, default: [:]][view.reuseIdentifier ?? "", default: []].append(view)
  }

  /// Applies a diffable data source's changes: deleted items' cells end display, the cells of kept items follow
  /// them to their new index paths, reloaded items get new cells, reconfigured items' cells are configured again
  /// in place, then a layout pass shows what became visible.
  func perform(_ update: Update) {
    for indexPath in displayedCells.keys.sorted() where update.itemMoves[indexPath] == nil {
      endDisplayingCell(at: indexPath)
    }
    for element in displayedSupplementaryViews.keys where update.sectionMoves[element.indexPath.section] == nil {
      endDisplayingSupplementaryView(element)
    }
    displayedCells = Dictionary(
      uniqueKeysWithValues: displayedCells.compactMap { entry in update.itemMoves[entry.key].map { ($0, entry.value) } }
    )
    displayedSupplementaryViews = Dictionary(
      uniqueKeysWithValues: displayedSupplementaryViews.compactMap { entry in
        update.sectionMoves[entry.key.indexPath.section].map { section in
          (
            SupplementaryElement(
              kind: entry.key.kind, indexPath: IndexPath(item: entry.key.indexPath.item, section: section)),
            entry.value
          )
        }
      })
    selectedItems = Set(selectedItems.compactMap { update.itemMoves[$0] })
    itemCounts = nil
    collectionViewLayout.invalidateLayout()
    layoutDidInvalidate()
    prepareLayoutIfNeeded()
    for indexPath in update.reloaded.sorted() {
      guard let old = displayedCells.removeValue(forKey: indexPath) else { continue }
      delegate?.collectionView(self, didEndDisplaying: old, forItemAt: indexPath)
      displayCell(at: indexPath)
      enqueue(old)
    }
    for indexPath in update.reconfigured.sorted() {
      guard let cell = displayedCells[indexPath] else { continue }
      reconfiguring = (indexPath, cell)
      let returned = requestCell(at: indexPath)
      reconfiguring = nil
      guard returned === cell else {
        preconditionFailure(
          "The cell provider returned a different cell when reconfiguring the item at \(indexPath): it must dequeue, "
            + "and return, the existing cell.")
      }
      size(cell, at: indexPath)
    }
    updateDisplayedElements()
  }
}
