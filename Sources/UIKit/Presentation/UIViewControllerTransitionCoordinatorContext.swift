import Foundation

/// UIKit's view of a running view controller transition, handed to the blocks of a
/// ``UIViewControllerTransitionCoordinator``, with UIKit's requirements.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style of the transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the user drives the transition (a swipe) at the moment.
  var isInteractive: Bool { get }
  /// Whether the user abandoned an interactive transition, so it returns to where it started.
  var isCancelled: Bool { get }
  /// The transition's duration.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition went, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed of the transition's end once the user let go.
  var completionVelocity: CGFloat { get }
  /// The curve of the transition's end once the user let go.
  var completionCurve: UIView.AnimationCurve { get }
  /// The view controller the transition goes from or to.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view the transition goes from or to.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition's views are animated in.
  var containerView: UIView { get }
  /// The rotation applied during the transition.
  var targetTransform: CGAffineTransform { get }
}

/// Which of a transition's view controllers ``UIViewControllerTransitionCoordinatorContext/viewController(forKey:)``
/// answers.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's text.
  public let rawValue: String
  /// A key with `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view controller the transition starts from.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  /// The view controller the transition ends on.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which of a transition's views ``UIViewControllerTransitionCoordinatorContext/view(forKey:)`` answers.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's text.
  public let rawValue: String
  /// A key with `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view the transition starts from.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view the transition ends on.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
