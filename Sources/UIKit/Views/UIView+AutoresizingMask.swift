import Foundation

extension UIView {
  /// Which of a view's margins and sizes grow or shrink when its superview's bounds change.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask bits.
    public let rawValue: UInt
    /// A mask with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
