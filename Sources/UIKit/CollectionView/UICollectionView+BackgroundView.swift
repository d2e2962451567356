import Foundation

/// The views set as collection views' ``UICollectionView/backgroundView``, by collection view.
@MainActor
private var backgroundViews: [ObjectIdentifier: (owner: Weak, view: UIView)] = [:]

/// A collection view held weakly, so that a stale entry of ``backgroundViews`` is recognised.
private struct Weak {
  weak var object: UICollectionView?
}

extension UICollectionView {
  /// The view behind every cell and supplementary view: UIKit sizes it to fill the collection view's bounds, and
  /// it does not scroll with the content. Here it becomes the collection view's first subview (behind the cells),
  /// with the collection view's size; setting another view takes the previous one out.
  public var backgroundView: UIView? {
    get {
      let key = ObjectIdentifier(self)
      guard let entry = backgroundViews[key], entry.owner.object === self else { return nil }
      return entry.view
    }
    set {
      let key = ObjectIdentifier(self)
      if let old = backgroundViews[key], old.owner.object === self, old.view !== newValue {
        old.view.removeFromSuperview()
      }
      guard let newValue else {
        backgroundViews[key] = nil
        return
      }
      backgroundViews[key] = (Weak(object: self), newValue)
      insertSubview(newValue, at: 0)
      newValue.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }
}
