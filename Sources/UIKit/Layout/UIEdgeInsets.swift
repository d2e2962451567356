import Foundation

/// Insets from a rectangle's edges, by physical side (left and right do not flip for right-to-left text).
public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets of zero on every side.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets with the given values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every side.
  public static let zero = UIEdgeInsets()
}
