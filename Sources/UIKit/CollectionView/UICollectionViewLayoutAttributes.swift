import Foundation

/// UIKit's `UICollectionViewLayoutAttributes` where UIKit does not exist: where a layout puts one cell or
/// supplementary view (its frame), and which element that is.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether the element is a cell or a supplementary view.
  public private(set) var representedElementCategory: UICollectionView.ElementCategory
  /// The supplementary view's kind (a section header or footer), or `nil` for a cell.
  public private(set) var representedElementKind: String?
  /// The element's transparency (1: opaque).
  open var alpha: CGFloat = 1
  /// The element's position on the z axis among overlapping elements.
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false

  /// Attributes of the cell at item 0 of section 0.
  public override init() {
    indexPath = IndexPath(item: 0, section: 0)
    representedElementCategory = .cell
    super.init()
  }

  /// Attributes of the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes of the supplementary view of kind `elementKind` (such as
  /// ``UICollectionView/elementKindSectionHeader``) at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The element's size; changing it keeps the center.
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The center of the element's frame; changing it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// A copy with the same values (what a collection view hands a cell to size itself).
  func duplicate() -> UICollectionViewLayoutAttributes {
    let copy = UICollectionViewLayoutAttributes()
    copy.frame = frame
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }
}
