import Foundation

/// UIKit's `UIScrollViewDelegate` where UIKit does not exist: what a scroll view tells about scrolling.
///
/// UIKit's methods are all optional; here they are requirements with default implementations that do nothing (or
/// answer UIKit's default), so a conforming type implements the ones it needs, as with UIKit. Code must not call
/// them on a delegate (UIKit's optional requirements need `?.` there); the stand-in scrolls nothing by itself, so
/// it calls none of them.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// The user is about to start dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// The user lifted the finger; `targetContentOffset` is where scrolling will stop and may be changed.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// The user stopped dragging; `decelerate` says whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// The content started slowing down after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// The content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

  /// An animated scroll started in code finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

  /// Whether a tap on the status bar scrolls to the top (default `true`).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

  /// The scroll view scrolled to the top after a tap on the status bar.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

  /// The adjusted content insets changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Scrolls to the top.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
