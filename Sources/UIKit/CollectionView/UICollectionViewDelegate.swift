import Foundation

/// UIKit's `UICollectionViewDelegate` where UIKit does not exist: what a collection view tells about its items'
/// display, highlighting and selection.
///
/// UIKit's optional methods are requirements with default implementations here, so a conforming type implements
/// the ones it needs, as with UIKit. A class must implement them itself (not only a subclass) for the collection
/// view to call them. Where UIKit calls a method on its own after a user's touch (highlighting, selection), a test
/// calls it on the delegate itself, as UIKit would.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether the item at `indexPath` may be highlighted when touched (default `true`).
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool

  /// The item at `indexPath` was highlighted.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// The item at `indexPath` is no longer highlighted.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Whether the item at `indexPath` may be selected by the user (default `true`).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

  /// Whether the item at `indexPath` may be deselected by the user (default `true`).
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool

  /// The user selected the item at `indexPath`. UIKit calls it for the user's selection only, never for
  /// ``UICollectionView/selectItem(at:animated:scrollPosition:)``.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// The user deselected the item at `indexPath` (never called for
  /// ``UICollectionView/deselectItem(at:animated:)``).
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// `cell` is about to be added to the collection view's content for the item at `indexPath`: it is already
  /// configured by the data source and sized.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

  /// `view` (a section header or footer) is about to be added to the collection view's content.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// `cell` was removed from the collection view's content: its item scrolled off, was deleted or reloaded
  /// (`indexPath` is where the item was).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

  /// `view` (a section header or footer) was removed from the collection view's content.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Items may be highlighted.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  /// Items may be selected.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Items may be deselected.
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

  /// Nothing to do.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

  /// Nothing to do.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Nothing to do.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Nothing to do.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Nothing to do.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
