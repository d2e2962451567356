#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit

  /// A text cell for the tests: counts its configurations and reuses, and records its sizing in `log`.
  final class TextCell: ListCell {
    var text = ""
    var configureCount = 0
    var reuseCount = 0
    var log: EventLog?

    override func prepareForReuse() {
      super.prepareForReuse()
      reuseCount += 1
    }

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      log?.record("size \(text)")
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
  }

  /// A switch cell for the tests.
  final class SwitchCell: ListCell {
    var isOn = false
  }

  /// The model of a ``TextCell``.
  struct TextModel: CellModel {
    let id: ItemID
    let text: String

    @MainActor func configure(_ cell: TextCell) {
      cell.text = text
      cell.configureCount += 1
    }
  }

  /// The model of a ``SwitchCell``.
  struct SwitchModel: CellModel {
    let id: ItemID
    let isOn: Bool

    @MainActor func configure(_ cell: SwitchCell) { cell.isOn = isOn }
  }

  /// A list on screen: in a phone-sized window, 390 points wide and `height` high. The list layout gives every
  /// header, row and footer 44 points, so with one section a 440-point list shows its header and nine rows.
  @MainActor
  final class ListOnScreen {
    static let rowHeight: CGFloat = 44
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list: ListView

    init(_ list: ListView = ListView(), height: CGFloat = 440) {
      self.list = list
      list.frame = CGRect(x: 0, y: 0, width: 390, height: height)
      window.addSubview(list)
      list.layoutIfNeeded()
    }

    /// Scrolls to `y` and lays the list out.
    func scroll(to y: CGFloat) {
      list.contentOffset = CGPoint(x: 0, y: y)
      list.layoutIfNeeded()
    }

    /// The rows on screen, top to bottom.
    var visibleRows: [ItemID] { list.indexPathsForVisibleItems.compactMap(list.itemID(at:)) }

    /// The cell showing `item`, if it is on screen.
    func cell(for item: ItemID) -> UICollectionViewCell? {
      list.indexPath(for: item).flatMap(list.cellForItem(at:))
    }
  }

  /// One section of text rows `(name, text)`.
  func textSection(_ id: SectionID, _ rows: [(String, String)], header: String? = nil) -> SectionModel {
    SectionModel(
      id: id, header: header, cells: rows.map { AnyCellModel(TextModel(id: ItemID(id, $0.0), text: $0.1)) })
  }
#endif
