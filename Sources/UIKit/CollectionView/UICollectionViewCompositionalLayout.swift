import Foundation

/// UIKit's `UICollectionViewCompositionalLayout` where UIKit does not exist, as a list layout
/// (``list(using:)``): sections stacked top to bottom, each with its optional header, its items, then its optional
/// footer, every element as wide as the collection view.
///
/// Simpler than UIKit: the stand-in does not size cells to their content. Every item, header and footer is 44
/// points high, with no spacing between sections, so a test knows which rows a collection view's bounds show: with
/// headers and footers, section 0's header is at y 0, its first item at y 44. Collection views still ask each cell for its preferred attributes
/// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``), in UIKit's order, and ignore the answer.
/// Only the list layout exists; UIKit's sections, groups and items are not modelled.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The height of every item, header and footer of a list, in points.
  static let listRowHeight: CGFloat = 44

  /// The list's configuration.
  let listConfiguration: UICollectionLayoutListConfiguration
  private var attributes: [UICollectionViewLayoutAttributes] = []
  private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
  private var contentSize = CGSize.zero

  init(listConfiguration: UICollectionLayoutListConfiguration) {
    self.listConfiguration = listConfiguration
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A list layout with `configuration`'s appearance, headers and footers.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(listConfiguration: configuration)
  }

  /// The size of the whole list.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Stacks the sections' headers, items and footers from the collection view's current counts and width.
  open override func prepare() {
    super.prepare()
    attributes = []
    items = [:]
    supplementaries = [:]
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let width = collectionView.bounds.width
    let height = Self.listRowHeight
    var y: CGFloat = 0
    func addSupplementary(_ kind: String, section: Int) {
      let element = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
      element.frame = CGRect(x: 0, y: y, width: width, height: height)
      attributes.append(element)
      supplementaries[kind, default: [:]][element.indexPath] = element
      y += height
    }
    for section in 0..<collectionView.numberOfSections {
      if listConfiguration.headerMode == .supplementary {
        addSupplementary(UICollectionView.elementKindSectionHeader, section: section)
      }
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let element = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        element.frame = CGRect(x: 0, y: y, width: width, height: height)
        attributes.append(element)
        items[element.indexPath] = element
        y += height
      }
      if listConfiguration.footerMode == .supplementary {
        addSupplementary(UICollectionView.elementKindSectionFooter, section: section)
      }
    }
    contentSize = CGSize(width: width, height: y)
  }

  /// The headers, items and footers whose frames meet `rect`.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    attributes.filter { $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY }
  }

  /// The attributes of the item at `indexPath`.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    items[indexPath]
  }

  /// The attributes of the header or footer of kind `elementKind` at `indexPath`.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementaries[elementKind]?[indexPath]
  }
}
