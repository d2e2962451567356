import Foundation

extension UIViewController {
  /// Forwards appearance to the child controllers whose root views, in `view`'s subtree, entered a window
  /// (`entering`) or left one.
  ///
  /// UIKit: a child whose view is added to or removed from a container that is on screen, and that forwards
  /// appearance automatically (``shouldAutomaticallyForwardAppearanceMethods``), gets its appearance calls. The
  /// `viewWill…` call comes with the view's move, the `viewDid…` call in the next layout pass. Containers that manage
  /// their children's appearance themselves (a navigation controller) are left out.
  static func forwardAppearance(toChildViewsIn view: UIView, entering: Bool) {
    var children: [UIViewController] = []
    view.forEachInSubtree { candidate in
      guard let child = candidate.owningController, child.viewIfLoaded === candidate, let parent = child.parent,
        parent.forwardsAppearanceOnChildViewMoves, parent.shouldAutomaticallyForwardAppearanceMethods,
        parent.isFullyAppeared
      else { return }
      children.append(child)
    }
    for child in children {
      if entering, !child.isInAppearedState {
        child.beginAppearanceTransition(true, animated: false)
      } else if !entering, child.isInAppearedState {
        child.beginAppearanceTransition(false, animated: false)
      } else {
        continue
      }
      PendingTransitions.schedule(for: child) { [weak child] in child?.endAppearanceTransition() }
    }
  }
}
