import Foundation

/// UIKit's view animations. The stand-in does not animate: `animations` runs at once and `completion` runs right
/// after it with `true` (finished), before the call returns.
extension UIView {
  /// Runs `animations` (at once, in the stand-in).
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void
  ) {
    animations()
  }

  /// Runs `animations`, then `completion` with `true`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`; the delay and options are ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping @MainActor @Sendable () -> Void, completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`; the spring parameters are ignored.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: @escaping @MainActor @Sendable () -> Void, completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` (changes to `view`), then `completion` with `true`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (@MainActor @Sendable () -> Void)?, completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `actionsWithoutAnimation` with animations turned off.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
