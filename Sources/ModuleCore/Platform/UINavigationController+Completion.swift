import UIKit

extension UINavigationController {
  /// Pops the controllers above `viewController` and calls `completion` once the transition finished.
  ///
  /// UIKit's `popToViewController(_:animated:)` has no completion; with UIKit this waits for the navigation
  /// controller's transition coordinator, if a transition is running, so a module that closes by popping can tell
  /// its owner when it is off screen. The stand-in finishes at once and calls `completion` before returning.
  ///
  /// - Returns: The popped controllers, bottom first.
  @discardableResult
  public func popToViewController(
    _ viewController: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) -> [UIViewController]? {
    let popped = popToViewController(viewController, animated: animated)
    #if os(iOS) || os(tvOS) || os(visionOS)
      if let transitionCoordinator {
        transitionCoordinator.animate(alongsideTransition: nil) { _ in completion() }
        return popped
      }
    #endif
    completion()
    return popped
  }
}
