#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// Navigation calls UIKit makes without telling when they finished, with a completion that runs once they did.
  @MainActor
  public enum ModuleNavigation {
    /// Pops the controllers above `viewController` off `navigationController`'s stack and calls `completion` once
    /// the pop has happened.
    ///
    /// UIKit's `popToViewController(_:animated:)` has no completion, and it does its work later: the stack changes at
    /// once, but the controllers disappear in the navigation controller's next layout pass, and an animated pop ends
    /// after its animation. `completion` runs after that, on a later turn of the main queue, animated or not; never
    /// before this returns. A module that closes by popping uses it to tell its owner once it is off screen.
    ///
    /// - Returns: The popped controllers, bottom first.
    @discardableResult
    public static func pop(
      to viewController: UIViewController, in navigationController: UINavigationController, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) -> [UIViewController]? {
      let popped = navigationController.popToViewController(viewController, animated: animated)
      DispatchQueue.main.async {
        navigationController.viewIfLoaded?.layoutIfNeeded()
        if let coordinator = navigationController.transitionCoordinator {
          coordinator.animate(alongsideTransition: nil) { _ in completion() }
        } else {
          completion()
        }
      }
      return popped
    }
  }
#endif
