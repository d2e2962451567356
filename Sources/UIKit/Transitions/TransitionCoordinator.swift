import Foundation

/// The coordinator of one of the stand-in's animated transitions, answered by
/// ``UIViewController/transitionCoordinator`` from the moment the transition starts until its completions ran.
///
/// Blocks given to ``animate(alongsideTransition:completion:)`` are kept: the animations run when the transition
/// ends (the stand-in draws nothing), then the completions, after the appearance callbacks.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private let from: UIViewController?
  private let to: UIViewController?

  let isAnimated = true
  let presentationStyle: UIModalPresentationStyle
  let initiallyInteractive: Bool
  let isInterruptible = false
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  let transitionDuration: TimeInterval = 0.35
  private(set) var percentComplete: CGFloat = 0
  let completionVelocity: CGFloat = 1
  let completionCurve = UIView.AnimationCurve.easeInOut
  let containerView: UIView
  let targetTransform = CGAffineTransform.identity

  /// A coordinator of the transition from `from` to `to`, whose views are animated in `containerView`.
  init(
    from: UIViewController?, to: UIViewController?, containerView: UIView,
    presentationStyle: UIModalPresentationStyle = .none, interactive: Bool = false
  ) {
    self.from = from
    self.to = to
    self.containerView = containerView
    self.presentationStyle = presentationStyle
    initiallyInteractive = interactive
    isInteractive = interactive
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  /// The user let go of an interactive transition, finishing it or (`cancelled`) abandoning it.
  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    percentComplete = cancelled ? 0 : 1
    for handler in interactionHandlers { handler(self) }
  }

  /// Runs the kept animations and then the completions, once.
  func finish() {
    percentComplete = isCancelled ? 0 : 1
    let animations = self.animations
    let completions = self.completions
    self.animations = []
    self.completions = []
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? from?.viewIfLoaded : key == .to ? to?.viewIfLoaded : nil
  }
}
