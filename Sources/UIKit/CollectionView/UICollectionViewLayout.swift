import Foundation

/// UIKit's `UICollectionViewLayout` where UIKit does not exist: what decides where a collection view's cells and
/// supplementary views go. Subclass it, or use the list layout (``UICollectionViewCompositionalLayout/list(using:)``).
///
/// The collection view calls ``prepare()`` before its first layout pass and after each invalidation (a change of
/// its data or of its width), then asks ``layoutAttributesForElements(in:)`` for the elements in its visible
/// bounds.
@MainActor
open class UICollectionViewLayout: NSObject {
  weak var owner: UICollectionView?

  /// A layout not used by a collection view yet.
  public override init() {
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view using this layout, if any.
  open var collectionView: UICollectionView? { owner }

  /// The size of all the content; the default is zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// Computes the layout; called before a layout pass that follows an invalidation. The default does nothing.
  open func prepare() {}

  /// Marks the layout as out of date, so the collection view prepares it again before its next layout pass.
  open func invalidateLayout() {
    owner?.layoutDidInvalidate()
  }

  /// The attributes of every element whose frame meets `rect`; the default has none.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the cell at `indexPath`; the default has none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of kind `elementKind` at `indexPath`; the default has none.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }
}
