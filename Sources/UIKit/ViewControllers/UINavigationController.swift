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
/// the stack or a navigation controller, or to pop to a controller that is not on the stack.
///
/// As in UIKit, a stack change on screen happens later: ``viewControllers`` changes at once, and the appearance
/// calls, the view swap and `didMove(toParent:)` come in the next layout pass (a later turn of the main queue, or
/// ``UIView/layoutIfNeeded()`` on its view or window). An animated change keeps a ``transitionCoordinator`` until it
/// ends on a later turn; a change asked for meanwhile follows it. Off screen the containment calls end at once.
@MainActor
open class UINavigationController: UIViewController {
  /// The state of the stack's transition: asked for and waiting for the layout pass, or running (animated).
  private struct TransitionState {
    var isPending = false
    var isRunning = false
    var isAnimated = false
  }

  private var transition = TransitionState()
  /// The controller whose view the navigation controller shows (the top of the stack at the last transition).
  private weak var shownTop: UIViewController?
  /// Controllers popped or replaced whose removal ends with the next transition.
  private var leaving: [UIViewController] = []
  /// Controllers pushed whose `didMove(toParent:)` comes with the next transition.
  private var arriving: [UIViewController] = []

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

  override var forwardsAppearanceOnChildViewMoves: Bool { false }

  override func appearanceForwardingTargets() -> [UIViewController] {
    topViewController.map { [$0] } ?? []
  }

  /// Starts an appearance transition; an appearing navigation controller first shows its top controller's view
  /// in its own.
  open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing, !isInAppearedState { showTopView() }
    super.beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Puts the top controller's view in this controller's view, filling it, and takes the other controllers' views
  /// out: what the navigation controller shows.
  private func showTopView() {
    shownTop = topViewController
    for child in children where child !== topViewController {
      if let childView = child.viewIfLoaded, childView.superview === view { childView.removeFromSuperview() }
    }
    guard let top = topViewController, top.view.superview !== view else { return }
    top.view.frame = view.bounds
    view.addSubview(top.view)
  }

  /// Changes the stack at once and asks for the transition, which the next layout pass performs; off screen there
  /// is no transition, and the containment calls end at once.
  private func replaceStack(with newStack: [UIViewController], animated: Bool) {
    let removed = children.filter { child in !newStack.contains { $0 === child } }
    let added = newStack.filter { $0.parent !== self }
    for child in removed {
      child.willMove(toParent: nil)
      child.parentMove = .fromParent
    }
    for controller in added { addChild(controller) }
    children = newStack
    leaving += removed
    arriving += added
    guard isInAppearedState || transition.isRunning else {
      finishContainment()
      if isViewLoaded, shownTop != nil { showTopView() }
      return
    }
    transition.isAnimated = animated
    guard !transition.isPending else { return }
    transition.isPending = true
    view.setNeedsLayout()
    PendingTransitions.schedule(for: self) { [weak self] in self?.performTransition() }
  }

  /// The layout pass of a stack change: the old top disappears and the new top appears; an animated transition
  /// keeps its coordinator until a later turn of the main queue, where it ends.
  private func performTransition() {
    guard !transition.isRunning else { return }
    transition.isPending = false
    let from = shownTop
    let to = topViewController
    guard isInAppearedState, from !== to else {
      finishContainment()
      if isInAppearedState { showTopView() }
      return
    }
    let animated = transition.isAnimated
    let coordinator = animated ? TransitionCoordinator(from: from, to: to, containerView: view) : nil
    if let coordinator {
      transition.isRunning = true
      for controller in [self, from, to] { controller?.ownTransitionCoordinator = coordinator }
    }
    from?.beginAppearanceTransition(false, animated: animated)
    to?.beginAppearanceTransition(true, animated: animated)
    showTopView()
    guard let coordinator else { return endTransition(from: from, to: to, coordinator: nil) }
    PendingTransitions.later { [weak self] in self?.endTransition(from: from, to: to, coordinator: coordinator) }
  }

  /// Ends a transition: the appearance callbacks end, the containment calls end, then the coordinator's blocks
  /// run; a stack change asked for meanwhile starts.
  private func endTransition(from: UIViewController?, to: UIViewController?, coordinator: TransitionCoordinator?) {
    for controller in [self, from, to] where controller?.ownTransitionCoordinator === coordinator {
      controller?.ownTransitionCoordinator = nil
    }
    from?.endAppearanceTransition()
    to?.endAppearanceTransition()
    finishContainment()
    transition.isRunning = false
    coordinator?.finish()
    if transition.isPending { performTransition() }
  }

  /// Ends the containment calls of the controllers that left or joined the stack since the last transition.
  private func finishContainment() {
    let removed = leaving
    let added = arriving
    leaving = []
    arriving = []
    for child in removed where !children.contains(where: { $0 === child }) {
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in added where controller.parent === self {
      controller.parentMove = nil
      controller.didMove(toParent: self)
    }
  }
}
