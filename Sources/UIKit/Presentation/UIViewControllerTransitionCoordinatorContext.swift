import Foundation

/// UIKit's view of a running view controller transition, handed to the blocks of a
/// ``UIViewControllerTransitionCoordinator``.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }

  /// Whether the user drives the transition (a swipe) at the moment.
  var isInteractive: Bool { get }

  /// Whether the user abandoned an interactive transition, so it returns to where it started.
  var isCancelled: Bool { get }
}
