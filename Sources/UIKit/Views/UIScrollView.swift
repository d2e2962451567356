import Foundation

/// UIKit's `UIScrollView` where UIKit does not exist: a view whose content can be larger than its frame.
///
/// Constraints to ``contentLayoutGuide`` size the scrollable content; constraints to ``frameLayoutGuide`` tie content
/// to the visible frame (a vertical stack as wide as the frame scrolls vertically only). The stand-in scrolls
/// nothing by itself: offsets change only when code sets them, at once.
@MainActor
open class UIScrollView: UIView {
  /// How the safe area adds to the content insets.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As ``scrollableAxes``, and always for the top and bottom of a scroll view in a navigation controller.
    case automatic
    /// Only for the axes the content scrolls along.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// How dragging the content dismisses the keyboard.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum KeyboardDismissMode: Int, Sendable {
    /// Dragging does not dismiss the keyboard.
    case none
    /// The keyboard goes when a drag begins.
    case onDrag
    /// The keyboard follows the drag down and can be pulled back up.
    case interactive
    /// As ``onDrag``, and the keyboard's input accessory view goes too.
    case onDragWithAccessory
    /// As ``interactive``, and the keyboard's input accessory view goes too.
    case interactiveWithAccessory
  }

  /// How far the content is scrolled.
  open var contentOffset = CGPoint.zero
  /// The size of the content (set it, or constrain the ``contentLayoutGuide``).
  open var contentSize = CGSize.zero
  /// Extra space around the content.
  open var contentInset = UIEdgeInsets.zero
  /// How the safe area adds to the content insets (``ContentInsetAdjustmentBehavior/automatic`` by default).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// The content insets after the safe area is added; the stand-in has no safe area, so ``contentInset``.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// Whether the user can scroll (`true` by default).
  open var isScrollEnabled = true
  /// Whether scrolling stops on multiples of the bounds.
  open var isPagingEnabled = false
  /// Whether the content bounces vertically even when it is shorter than the frame.
  open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it is narrower than the frame.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical scroll indicator shows (`true` by default).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows (`true` by default).
  open var showsHorizontalScrollIndicator = true
  /// How dragging dismisses the keyboard.
  open var keyboardDismissMode = KeyboardDismissMode.none

  private var contentGuide: UILayoutGuide?
  private var frameGuide: UILayoutGuide?

  /// The guide for the content: constraints to its edges set the scrollable size.
  open var contentLayoutGuide: UILayoutGuide {
    if let contentGuide { return contentGuide }
    let guide = makeGuide("UIScrollView-contentLayoutGuide")
    contentGuide = guide
    return guide
  }

  /// The guide for the scroll view's visible frame.
  open var frameLayoutGuide: UILayoutGuide {
    if let frameGuide { return frameGuide }
    let guide = makeGuide("UIScrollView-frameLayoutGuide")
    frameGuide = guide
    return guide
  }

  /// Scrolls to `contentOffset` (at once: the stand-in does not animate).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  private func makeGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.owningView = self
    return guide
  }
}
