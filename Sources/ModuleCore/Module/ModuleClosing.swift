#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// Closes a module the way it was shown: one routine for every router.
  ///
  /// A router asks it to close the module's view controller, and tells the owner once the module is off screen:
  ///
  /// ```swift
  /// func close(completion: @escaping @MainActor () -> Void) {
  ///   ModuleClosing.close(viewController, completion: completion)
  /// }
  /// ```
  ///
  /// The way out depends on how the module is shown (see ``Route``):
  /// - pushed above another controller on a navigation stack: popped back to the controller below it;
  /// - presented, itself or as the root of a presented navigation controller, and not embedded in a container:
  ///   dismissed, with whatever it presents in turn;
  /// - anything else (embedded in a container as a child, or the root of a window): nothing happens to it, and
  ///   `completion` runs at once; the owner that embedded it removes it when told the module closed.
  ///
  /// A module embedded in a presented container is not dismissed with it, although UIKit's
  /// `presentingViewController` is inherited from ancestors and is therefore set on the child too.
  @MainActor
  public enum ModuleClosing {
    /// How ``close(_:animated:completion:)`` takes a view controller off screen.
    public enum Route {
      /// Pop `navigationController` back to `controller`, the one below the module.
      case pop(to: UIViewController, in: UINavigationController)
      /// Dismiss what `presenter` presents: the module, or the navigation controller it is the root of.
      case dismiss(by: UIViewController)
      /// Leave the view controller where it is: its owner removes it.
      case owner
    }

    /// How `viewController` would be closed now.
    public static func route(for viewController: UIViewController) -> Route {
      if let navigationController = viewController.navigationController,
        let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController })
      {
        if index > 0 {
          return .pop(to: navigationController.viewControllers[index - 1], in: navigationController)
        }
        return presentedRoute(for: navigationController)
      }
      return presentedRoute(for: viewController)
    }

    /// Closes `viewController` and calls `completion` once it is off screen (once the transition finished).
    ///
    /// - Parameters:
    ///   - viewController: The module's view controller; `nil` (already released) only calls `completion`.
    ///   - animated: Whether to animate the pop or the dismissal.
    ///   - completion: Called once the transition finished; at once when the owner removes the module.
    public static func close(
      _ viewController: UIViewController?, animated: Bool = true, completion: @escaping @MainActor () -> Void
    ) {
      guard let viewController else {
        completion()
        return
      }
      switch route(for: viewController) {
      case .pop(let controller, let navigationController):
        ModuleNavigation.pop(to: controller, in: navigationController, animated: animated, completion: completion)
      case .dismiss(let presenter):
        presenter.dismiss(animated: animated) { completion() }
      case .owner:
        completion()
      }
    }

    /// Dismissal by the presenter when `controller` has no parent and was presented; otherwise the owner's job.
    private static func presentedRoute(for controller: UIViewController) -> Route {
      guard controller.parent == nil, let presenter = controller.presentingViewController else { return .owner }
      return .dismiss(by: presenter)
    }
  }
#endif
