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

  /// The coordinator of the transition running for this controller, if any; always `nil` here, because the
  /// stand-in's transitions finish before the call that starts them returns.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

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
    let coversPresenter = presented.managingPresentationController.shouldRemovePresentersView
    host.presentedController = presented
    presented.presentingController = host
    window.addSubview(presented.view)
    presented.presentationPhase = .presenting
    if coversPresenter { host.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    if coversPresenter { host.endAppearanceTransition() }
    presented.endAppearanceTransition()
    presented.presentationPhase = nil
    if coversPresenter, let hostView = host.viewIfLoaded {
      host.superviewBeforeCovered = hostView.superview
      hostView.removeFromSuperview()
    }
    completion?()
  }

  /// Dismisses what this controller's outermost ancestor presents, or that ancestor itself when it presents
  /// nothing (see ``dismiss(animated:completion:)``).
  func performDismissal(animated: Bool, completion: (() -> Void)?) {
    let host = outermostAncestor
    if host.presentedController != nil {
      host.dismissPresentedChain(animated: animated)
    } else if let presenting = host.presentingController {
      presenting.dismissPresentedChain(animated: animated)
    }
    completion?()
  }

  /// Dismisses the controller this one presents, after the ones it presents in turn (topmost first).
  private func dismissPresentedChain(animated: Bool) {
    guard let presented = presentedController else { return }
    presented.dismissPresentedChain(animated: animated)
    let uncoversPresenter = presented.managingPresentationController.shouldRemovePresentersView
    if uncoversPresenter, let superview = superviewBeforeCovered, let hostView = viewIfLoaded {
      superview.addSubview(hostView)
      superviewBeforeCovered = nil
    }
    presented.presentationPhase = .dismissing
    presented.beginAppearanceTransition(false, animated: animated)
    if uncoversPresenter { beginAppearanceTransition(true, animated: animated) }
    presented.endAppearanceTransition()
    if uncoversPresenter { endAppearanceTransition() }
    presented.presentationPhase = nil
    presented.viewIfLoaded?.removeFromSuperview()
    presented.presentingController = nil
    presentedController = nil
  }

  private func warn(_ message: String) {
    FileHandle.standardError.write(Data("Warning: \(message)\n".utf8))
  }
}
