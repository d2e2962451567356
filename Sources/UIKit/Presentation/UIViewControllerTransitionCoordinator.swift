import Foundation

/// UIKit's coordinator of a running view controller transition (a push, pop, presentation or dismissal), read from
/// ``UIViewController/transitionCoordinator`` while the transition runs.
///
/// Code that must wait for the end of a transition asks the coordinator, when there is one, and otherwise goes on at
/// once; the same code then works with UIKit and with the stand-in:
///
/// ```swift
/// if let coordinator = navigationController.transitionCoordinator {
///   coordinator.animate(alongsideTransition: nil) { _ in completion() }
/// } else {
///   completion()
/// }
/// ```
///
/// The stand-in gives an animated transition a coordinator from its start until it ends, on a later turn of the main
/// queue; the completions run after the appearance calls. A transition that is not animated has none.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` alongside the transition's animations and `completion` once the transition finished;
  /// returns whether the blocks were queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// As ``animate(alongsideTransition:completion:)``, for animations of `view`, which is outside the transition's
  /// container view.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` each time the user starts or stops driving the transition.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition's animations (UIKit's `completion` parameter defaults to `nil`).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
