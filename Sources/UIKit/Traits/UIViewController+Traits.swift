import Foundation

extension UIViewController: UITraitEnvironment {}

@available(iOS 17.0, *)
extension UIViewController {
  /// The traits this view controller sets for itself and its views, over those it inherits. Setting an override
  /// lays out again, in the next layout pass, the views and view controllers whose layout read a trait that
  /// changed.
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(values: traitState.overrides) }
    set {
      traitState.overrides = newValue.values
      TraitTracking.traitsMayHaveChanged()
    }
  }
}

extension UIViewController: TraitTrackingOwner {
  /// The traits the controller inherits (iOS 17): its view's superview's, else (while its view is not in a
  /// hierarchy) its parent's, else the screen's.
  var inheritedTraitValues: [ObjectIdentifier: Any] {
    if let superview = viewIfLoaded?.superview { return superview.traitCollection.values }
    if let parent { return parent.traitCollection.values }
    return TraitTracking.screenTraits
  }

  /// A trait the controller read while laying out changed: its view needs layout.
  func invalidateLayoutForTraitChange() {
    viewIfLoaded?.setNeedsLayout()
  }
}
