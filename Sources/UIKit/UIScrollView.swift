import Foundation

/// UIKit's `UIScrollView` where UIKit does not exist: a view with a content offset.
@MainActor
open class UIScrollView: UIView {
  /// How far the content is scrolled.
  open var contentOffset = CGPoint.zero

  /// Scrolls to `contentOffset` (at once: the stand-in does not animate).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }
}
