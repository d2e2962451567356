#if canImport(UIKit)
  import UIKit

  /// The stack container modules push onto: UIKit's `UINavigationController`.
  public typealias NavigationController = UINavigationController
#else
  import Foundation

  /// A headless stand-in for UIKit's `UINavigationController`: a stack of child controllers.
  ///
  /// Pushed controllers become children (``ViewController/addChild(_:)`` then
  /// ``ViewController/didMove(toParent:)``); popped ones are removed the same way in reverse. Only the top
  /// controller receives forwarded appearance callbacks, and a push or pop while the navigation controller
  /// is on screen makes the old top disappear and the new top appear.
  @MainActor
  open class NavigationController: ViewController {
    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController) {
      super.init(nibName: nil, bundle: nil)
      pushViewController(rootViewController, animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives are not supported, so this always fails.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The stack, bottom (root) first.
    public var viewControllers: [ViewController] {
      get { children }
      set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    public var topViewController: ViewController? { children.last }

    /// The controller the user sees: the one presented on top of the stack, if any, else the top one.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// Pushes `viewController` onto the stack.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
      guard !children.contains(where: { $0 === viewController }) else { return }
      let previousTop = topViewController
      let isOnScreen = isInAppearedState
      if isOnScreen { previousTop?.beginAppearanceTransition(false, animated: animated) }
      addChild(viewController)
      viewController.didMove(toParent: self)
      if isOnScreen {
        viewController.beginAppearanceTransition(true, animated: animated)
        previousTop?.endAppearanceTransition()
        viewController.endAppearanceTransition()
      }
    }

    /// Pops the top controller and returns it; the root controller is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
      guard children.count > 1, let top = topViewController else { return nil }
      replaceStack(with: Array(children.dropLast()), animated: animated)
      return top
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
      guard let root = children.first else { return nil }
      return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first (`nil` if it is not stacked).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
      guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
      let popped = Array(children[(index + 1)...])
      replaceStack(with: Array(children[...index]), animated: animated)
      return popped
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
      replaceStack(with: viewControllers, animated: animated)
    }

    override func appearanceForwardingTargets() -> [ViewController] {
      topViewController.map { [$0] } ?? []
    }

    private func replaceStack(with newStack: [ViewController], animated: Bool) {
      let previousTop = topViewController
      let newTop = newStack.last
      let topChanges = previousTop !== newTop
      let isOnScreen = isInAppearedState && topChanges
      if isOnScreen { previousTop?.beginAppearanceTransition(false, animated: animated) }
      for child in children where !newStack.contains(where: { $0 === child }) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
      }
      for controller in newStack where controller.parent !== self {
        addChild(controller)
        controller.didMove(toParent: self)
      }
      children = newStack
      if isOnScreen {
        newTop?.beginAppearanceTransition(true, animated: animated)
        previousTop?.endAppearanceTransition()
        newTop?.endAppearanceTransition()
      }
    }
  }
#endif
