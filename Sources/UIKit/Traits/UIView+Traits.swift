import Foundation

extension UIView: UITraitEnvironment {}

@available(iOS 17.0, *)
extension UIView {
  /// The traits this view sets for itself and its subviews, over those it inherits. Setting an override lays out
  /// again, in the next layout pass, the views and view controllers whose layout read a trait that changed.
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(values: traitState.overrides) }
    set {
      traitState.overrides = newValue.values
      TraitTracking.traitsMayHaveChanged()
    }
  }
}

extension UIView: TraitTrackingOwner {
  /// The traits the view inherits: its view controller's (for a controller's root view), else its superview's, else
  /// the screen's.
  var inheritedTraitValues: [ObjectIdentifier: Any] {
    if let controller = owningController, controller.viewIfLoaded === self { return controller.traitCollection.values }
    if let superview { return superview.traitCollection.values }
    return TraitTracking.screenTraits
  }

  /// A trait the view read while laying out changed: it needs layout.
  func invalidateLayoutForTraitChange() {
    setNeedsLayout()
  }

  /// The view's layout pass, as UIKit runs it: for a controller's root view, the controller's
  /// `viewWillLayoutSubviews()`, then ``layoutSubviews()``, then the controller's `viewDidLayoutSubviews()`,
  /// recording the traits each reads (the controller's methods: its own and its view's).
  func performLayoutPass() {
    let controller = owningController.flatMap { $0.viewIfLoaded === self ? $0 : nil }
    traitState.beginLayoutPass()
    controller?.traitState.beginLayoutPass()
    if let controller {
      controller.traitState.trackingReads {
        traitState.trackingReads { controller.viewWillLayoutSubviews() }
      }
    }
    traitState.trackingReads { layoutSubviews() }
    if let controller {
      controller.traitState.trackingReads {
        traitState.trackingReads { controller.viewDidLayoutSubviews() }
      }
    }
  }
}
