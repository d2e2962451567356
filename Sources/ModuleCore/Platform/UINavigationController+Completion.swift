import UIKit

extension UINavigationController {
  /// Pops the controllers above `viewController` and calls `completion` once the transition finished.
  ///
  /// UIKit's `popToViewController(_:animated:)` has no completion; this waits for the navigation controller's
  /// transition coordinator when a transition is running, so a module that closes by popping can tell its owner
  /// when it is off screen. Without a running transition (not animated, off screen, or the UIKit stand-in, whose
  /// transitions finish at once) `completion` runs before this returns.
  ///
  /// - Returns: The popped controllers, bottom first.
  @discardableResult
  public func popToViewController(
    _ viewController: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) -> [UIViewController]? {
    let popped = popToViewController(viewController, animated: animated)
    if let transitionCoordinator {
      transitionCoordinator.animate(alongsideTransition: nil) { _ in completion() }
    } else {
      completion()
    }
    return popped
  }
}
