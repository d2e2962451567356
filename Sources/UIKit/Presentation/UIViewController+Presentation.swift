import Foundation

extension UIViewController {
  /// The object that manages this controller's presentation, made on first access (also before the controller is
  /// presented) from its ``modalPresentationStyle``; a child answers with its outermost ancestor's.
  ///
  /// UIKit: "If you've not yet presented the current view controller, accessing this property creates a
  /// presentation controller based on the current value in the `modalPresentationStyle` property. Always set the
  /// value of that property before accessing any presentation controllers."
  public var presentationController: UIPresentationController? {
    if let parent { return parent.presentationController }
    return managingPresentationController
  }

  /// The presentation controller of a controller presented as a sheet; `nil` for the other styles.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The coordinator of the animated transition running for this controller or its container, if any.
  ///
  /// UIKit: "When a presentation or dismissal is in progress, this property contains the transition coordinator
  /// for that transition. If the view controller is a child of a container and the container is being
  /// transitioned, this property contains the container's transition coordinator." It is `nil` once the transition
  /// ended and for transitions that are not animated.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    ownTransitionCoordinator ?? parent?.transitionCoordinator
  }

  /// This controller's own presentation controller, made on first request from ``modalPresentationStyle``.
  var managingPresentationController: UIPresentationController {
    if let ownPresentationController { return ownPresentationController }
    let style = modalPresentationStyle == .automatic ? UIModalPresentationStyle.pageSheet : modalPresentationStyle
    let made =
      style == .pageSheet || style == .formSheet
      ? UISheetPresentationController(presenting: self, style: style)
      : UIPresentationController(presenting: self, style: style)
    ownPresentationController = made
    return made
  }

  /// Presents `presented` from the outermost ancestor (see ``present(_:animated:completion:)``).
  ///
  /// The presenter's callbacks come only when the style covers it (`.fullScreen`, `.currentContext`), in the order
  /// the stand-in uses for every transition: presenter `viewWillDisappear`, presented `viewWillAppear`, presenter
  /// `viewDidDisappear`, presented `viewDidAppear`. UIKit documents the order per controller only.
  func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    if let parent = presented.parent {
      preconditionFailure(
        "Application tried to present modally a view controller \(presented) that has a parent view controller "
          + "\(parent).")
    }
    let host = outermostAncestor
    if presented === host || presented.presentingController != nil || presented.viewIfLoaded?.window != nil {
      preconditionFailure("Application tried to present modally an active controller \(presented).")
    }
    guard let window = host.viewIfLoaded?.window else {
      warn("Attempt to present \(presented) on \(host) whose view is not in the window hierarchy.")
      return
    }
    if let alreadyPresented = host.presentedController {
      warn("Attempt to present \(presented) on \(host) which is already presenting \(alreadyPresented).")
      return
    }
    host.presentedController = presented
    presented.presentingController = host
    presented.presentationPhase = .presenting
    window.setNeedsLayout()
    PendingTransitions.schedule(for: host) {
      host.performPresentationTransition(of: presented, in: window, animated: animated, completion: completion)
    }
  }

  /// The layout pass of a presentation: the presented controller's view joins the window and it appears (the
  /// presenter disappears when the style covers it); an animated one ends on a later turn, then `completion` runs.
  private func performPresentationTransition(
    of presented: UIViewController, in window: UIWindow, animated: Bool, completion: (() -> Void)?
  ) {
    let coversPresenter = presented.managingPresentationController.shouldRemovePresentersView
    window.addSubview(presented.view)
    let coordinator = startTransition(
      from: self, to: presented, animated: animated, style: presented.modalPresentationStyle)
    if coversPresenter { beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    let end = { [self] in
      if coversPresenter { endAppearanceTransition() }
      presented.endAppearanceTransition()
      presented.presentationPhase = nil
      if coversPresenter, let hostView = viewIfLoaded {
        superviewBeforeCovered = hostView.superview
        hostView.removeFromSuperview()
      }
    }
    endTransition(from: self, to: presented, coordinator: coordinator) {
      end()
      completion?()
    }
  }

  /// Gives `from` and `to` the coordinator of an animated transition; `nil` when not animated.
  func startTransition(
    from: UIViewController, to: UIViewController, animated: Bool, style: UIModalPresentationStyle
  ) -> TransitionCoordinator? {
    guard animated else { return nil }
    let coordinator = TransitionCoordinator(
      from: from, to: to, containerView: from.viewIfLoaded?.window ?? UIView(), presentationStyle: style)
    from.ownTransitionCoordinator = coordinator
    to.ownTransitionCoordinator = coordinator
    return coordinator
  }

  /// Runs `end` at once when there is no coordinator; otherwise on a later turn of the main queue, once the
  /// coordinator is gone from `from` and `to`, then the coordinator's blocks.
  func endTransition(
    from: UIViewController, to: UIViewController, coordinator: TransitionCoordinator?,
    end: @escaping @MainActor () -> Void
  ) {
    guard let coordinator else { return end() }
    PendingTransitions.later {
      from.ownTransitionCoordinator = nil
      to.ownTransitionCoordinator = nil
      end()
      coordinator.finish()
    }
  }

  /// Dismisses what this controller's outermost ancestor presents, or that ancestor itself when it presents
  /// nothing (see ``dismiss(animated:completion:)``).
  func performDismissal(animated: Bool, completion: (() -> Void)?) {
    let host = outermostAncestor
    let presenter = host.presentedController != nil ? host : host.presentingController
    guard let presenter, let presented = presenter.presentedController else {
      PendingTransitions.later { completion?() }
      return
    }
    guard presented.presentationPhase == nil else {
      warn("Attempt to dismiss \(presented) while a presentation or dismissal is in progress.")
      return
    }
    var chain: [UIViewController] = []
    var current: UIViewController? = presented
    while let controller = current {
      chain.append(controller)
      controller.presentationPhase = .dismissing
      current = controller.presentedController
    }
    presenter.viewIfLoaded?.window?.setNeedsLayout()
    PendingTransitions.schedule(for: presenter) {
      presenter.dismissPresentedChain(animated: animated, completion: completion)
    }
  }

  /// Dismisses the controller this one presents, after the ones it presents in turn (topmost first, without
  /// animation), then `completion`.
  private func dismissPresentedChain(animated: Bool, completion: (() -> Void)?) {
    guard let presented = presentedController else {
      completion?()
      return
    }
    if presented.presentedController != nil { presented.dismissPresentedChain(animated: false, completion: nil) }
    let uncoversPresenter = presented.managingPresentationController.shouldRemovePresentersView
    if uncoversPresenter, let superview = superviewBeforeCovered, let hostView = viewIfLoaded {
      superview.addSubview(hostView)
      superviewBeforeCovered = nil
    }
    presented.presentationPhase = .dismissing
    let coordinator = startTransition(
      from: presented, to: self, animated: animated, style: presented.modalPresentationStyle)
    presented.beginAppearanceTransition(false, animated: animated)
    if uncoversPresenter { beginAppearanceTransition(true, animated: animated) }
    endTransition(from: presented, to: self, coordinator: coordinator) { [self] in
      presented.endAppearanceTransition()
      if uncoversPresenter { endAppearanceTransition() }
      presented.presentationPhase = nil
      presented.viewIfLoaded?.removeFromSuperview()
      presented.presentingController = nil
      presentedController = nil
      completion?()
    }
  }

  private func warn(_ message: String) {
    FileHandle.standardError.write(Data("Warning: \(message)\n".utf8))
  }
}
