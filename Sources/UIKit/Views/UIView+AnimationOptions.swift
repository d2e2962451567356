import Foundation

extension UIView {
  /// How a view animation runs (its curve, repetition, transitions); ignored by the stand-in, which does not
  /// animate.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Options with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews at commit time so they animate with their parent.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Move at a constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Cross-dissolve between the old and the new content (for transitions).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }
}
