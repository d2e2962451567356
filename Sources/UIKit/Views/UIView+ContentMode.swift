import Foundation

extension UIView {
  /// How a view's content (an image view's image) fills its bounds.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill the bounds.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to fill the bounds, keeping its aspect ratio (parts may be cut off).
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centered, at its own size.
    case center
    /// Against the top edge.
    case top
    /// Against the bottom edge.
    case bottom
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// In the top-left corner.
    case topLeft
    /// In the top-right corner.
    case topRight
    /// In the bottom-left corner.
    case bottomLeft
    /// In the bottom-right corner.
    case bottomRight
  }
}
