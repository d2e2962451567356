import Foundation

/// UIKit's delegate of a presentation controller: asked before a user-initiated dismissal of a sheet and told about
/// it.
///
/// Set it on the presented controller's ``UIViewController/presentationController``. As UIKit's documentation says of
/// ``presentationControllerWillDismiss(_:)`` and ``presentationControllerDidDismiss(_:)``: "This method is
/// not called if the presentation is dismissed programmatically." Only the user's swipe down on a sheet reaches
/// these methods; ``UIViewController/dismiss(animated:completion:)`` never does.
///
/// UIKit's methods are optional Objective-C requirements; where UIKit does not exist there is no Objective-C, so the
/// stand-in gives each one a default implementation that does what UIKit does when the method is missing. A
/// conforming type implements the same methods, with the same signatures, on both. Only UIKit (on iOS) can send the
/// swipe; ModuleCore's `TestWindow.swipeDownToDismiss(_:)` performs its sequence in tests on both.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Asks whether the user may dismiss the presentation by swiping it down; `false` refuses the swipe.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

  /// Tells the delegate that the user's swipe is about to dismiss the presentation.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// Tells the delegate that the user's swipe dismissed the presentation.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// Tells the delegate that the user tried to dismiss the presentation and was refused (the presented controller's
  /// ``UIViewController/isModalInPresentation`` is `true`, or ``presentationControllerShouldDismiss(_:)``
  /// answered `false`).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the dismissal, as UIKit does when the delegate does not implement the method.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }

  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
