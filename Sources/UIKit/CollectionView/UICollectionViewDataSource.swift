import Foundation

/// UIKit's `UICollectionViewDataSource` where UIKit does not exist: what a collection view asks for its counts,
/// its cells and its supplementary views (``UICollectionViewDiffableDataSource`` is one).
///
/// UIKit's optional methods are requirements with default implementations here, so a conforming type implements
/// the ones it needs, as with UIKit. A class must implement them itself (not only a subclass) for the collection
/// view to call them.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// How many sections there are (optional; the default is 1).
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// How many items `section` has.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

  /// The cell for the item at `indexPath`, dequeued from `collectionView` and configured.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

  /// The supplementary view of kind `kind` (a section header or footer) at `indexPath`, dequeued from
  /// `collectionView` (optional; needed when the layout has supplementary views).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No supplementary views: a layout that shows one is a programmer error (UIKit raises; the UIKit stand-in
  /// stops the program).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    preconditionFailure(
      "the data source \(self) does not provide a supplementary view of kind \(kind) at \(indexPath): implement "
        + "collectionView(_:viewForSupplementaryElementOfKind:at:)")
  }
}
