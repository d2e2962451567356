import Foundation

/// Insets from a rectangle's edges by reading direction: leading is the left edge in left-to-right text and the
/// right edge in right-to-left text.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets of zero on every side.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets with the given values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every side.
  public static let zero = NSDirectionalEdgeInsets()
}
