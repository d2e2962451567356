import Foundation

/// UIKit's `UINavigationController` where UIKit does not exist: a stack of child controllers.
///
/// Pushed controllers become children; popped ones are removed. The calls come in UIKit's order: a pushed
/// controller gets ``UIViewController/willMove(toParent:)`` first and ``UIViewController/didMove(toParent:)`` only
/// once the transition finished (after the appearance callbacks when the navigation controller is on screen);
/// a popped one gets `willMove(toParent: nil)` first and `didMove(toParent: nil)` last. Only the top
/// controller receives forwarded appearance callbacks, and a push or pop while the navigation controller
/// is on screen makes the old top disappear and the new top appear: old `viewWillDisappear`, new `viewWillAppear`,
/// old `viewDidDisappear`, new `viewDidAppear`. In those callbacks the pushed controller's
/// ``UIViewController/isMovingToParent`` and the popped one's ``UIViewController/isMovingFromParent`` are `true`.
///
/// The back button and the user's swipe back from the screen's edge both pop with
/// ``popViewController(animated:)``; a controller left that way sees the same callbacks as one popped in code.
///
/// As UIKit does with an exception, it stops the program when asked to push a controller that is already on
/// the stack or a navigation controller, or to pop to a controller that is not on the stack. Transitions
/// complete at once and `animated` is ignored.
@MainActor
open class UINavigationController: UIViewController {
  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
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
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? { children.last }

  /// The controller the user sees: the one presented on top of the stack, if any, else the top one.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Pushes `viewController` onto the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !children.contains(where: { $0 === viewController }),
      "Pushing the same view controller instance more than once is not supported (\(viewController)).")
    precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported.")
    replaceStack(with: children + [viewController], animated: animated)
  }

  /// Pops the top controller and returns it; the root controller is never popped.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    replaceStack(with: Array(children.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them, bottom first.
  ///
  /// `viewController` must be on the stack: as UIKit does with an exception, the stand-in stops the program
  /// otherwise.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = children.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure("Tried to pop to a view controller that doesn't exist (\(viewController)).")
    }
    let popped = Array(children[(index + 1)...])
    replaceStack(with: Array(children[...index]), animated: animated)
    return popped
  }

  /// Replaces the whole stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    replaceStack(with: viewControllers, animated: animated)
  }

  override func appearanceForwardingTargets() -> [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  /// Starts an appearance transition; an appearing navigation controller first shows its top controller's view
  /// in its own.
  open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing { showTopView() }
    super.beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Puts the top controller's view in this controller's view, filling it, and takes the other controllers' views
  /// out: what the navigation controller shows.
  private func showTopView() {
    for child in children where child !== topViewController {
      if let childView = child.viewIfLoaded, childView.superview === view { childView.removeFromSuperview() }
    }
    guard let top = topViewController, top.view.superview !== view else { return }
    top.view.frame = view.bounds
    view.addSubview(top.view)
  }

  private func replaceStack(with newStack: [UIViewController], animated: Bool) {
    let previousTop = topViewController
    let newTop = newStack.last
    let isOnScreen = isInAppearedState && previousTop !== newTop
    let removed = children.filter { child in !newStack.contains { $0 === child } }
    let added = newStack.filter { $0.parent !== self }
    for child in removed { child.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    children = newStack
    if isOnScreen {
      previousTop?.beginAppearanceTransition(false, animated: animated)
      newTop?.beginAppearanceTransition(true, animated: animated)
      showTopView()
      previousTop?.endAppearanceTransition()
      newTop?.endAppearanceTransition()
    }
    for child in removed {
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in added { controller.didMove(toParent: self) }
  }
}
