import UIKit

/// A cell that records, in the log its data source gave it, when it is reused and sized.
final class RecordingCell: UICollectionViewListCell {
  var log: EventLog?
  var item: String?

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    log?.record("prepareForReuse (was \(item ?? "-"))")
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    log?.record("size \(item ?? "-")")
    return super.preferredLayoutAttributesFitting(layoutAttributes)
  }
}

/// A delegate that records what the collection view tells it, and whether the cell was already in the collection
/// view when `willDisplay` came.
final class RecordingDelegate: NSObject, UICollectionViewDelegate {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    let added = cell.superview === collectionView ? " (already added)" : ""
    log.record("willDisplay \(name(cell)) at \(indexPath.item)\(added)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    log.record("didEndDisplaying \(name(cell)) at \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    log.record(
      "willDisplay \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
    )
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.record("didDeselect \(indexPath.item)")
  }

  private func name(_ cell: UICollectionViewCell) -> String { (cell as? RecordingCell)?.item ?? "?" }
}

/// A plain list of strings in one section, shown by a diffable data source whose cell provider records each
/// configuration; 390 points wide and, by default, 440 high: ten rows of
/// the list layout's 44 points show at a time.
@MainActor
final class ListFixture {
  let log = EventLog()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  let delegate: RecordingDelegate

  init(
    appearance: UICollectionLayoutListConfiguration.Appearance = .plain, headers: Bool = false, height: CGFloat = 440
  ) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    if headers {
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
    }
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: height),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "row")
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      [log] collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as? RecordingCell
      cell?.log = log
      cell?.item = item
      log.record("configure \(item)")
      return cell
    }
    delegate = RecordingDelegate(log: log)
    collectionView.delegate = delegate
  }

  /// Rows `item0`, `item1`… in section 0.
  static func items(_ range: Range<Int>) -> [String] { range.map { "item\($0)" } }

  /// Shows `items` in section 0 (marking `reconfigured` and `reloaded` ones).
  func show(_ items: [String], reconfigure reconfigured: [String] = [], reload reloaded: [String] = []) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    if !reconfigured.isEmpty { snapshot.reconfigureItems(reconfigured) }
    if !reloaded.isEmpty { snapshot.reloadItems(reloaded) }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Puts the collection view in the window and lays it out.
  func showOnScreen() {
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
  }

  /// The items of the visible cells, in order.
  var visibleItems: [String] { collectionView.visibleCells.map { ($0 as? RecordingCell)?.item ?? "?" } }

  /// The index paths of `items` in section 0.
  static func indexPaths(_ items: Range<Int>) -> [IndexPath] { items.map { IndexPath(item: $0, section: 0) } }
}
