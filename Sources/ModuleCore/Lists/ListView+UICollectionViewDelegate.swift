#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// The list is its collection view's delegate: it reports display and selection with the row's id, and scrolling.
  extension ListView {
    /// Reports the cell coming on screen to ``willDisplay``.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      guard let cell = cell as? ListCell, let id = row(of: cell) else { return }
      willDisplay?(cell, id)
    }

    /// Reports the cell going off screen to ``didEndDisplaying``.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      guard let cell = cell as? ListCell, let id = row(of: cell) else { return }
      didEndDisplaying?(cell, id)
    }

    /// Reports a tap on a row as `.selected` to ``onEvent``, and deselects the row (the highlight fades, as in a
    /// settings screen).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      collectionView.deselectItem(at: indexPath, animated: true)
      guard let id = itemID(at: indexPath) else { return }
      onEvent?(.selected, id)
    }

    /// Reports scrolling to ``onScroll``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      onScroll?(scrollView)
    }
  }
#endif
