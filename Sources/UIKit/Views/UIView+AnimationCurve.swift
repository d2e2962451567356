import Foundation

extension UIView {
  /// The timing curve of an animation.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even.
    case linear
  }
}
