#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// The constraint installed on `view` that relates `first.firstAttribute` to `second.secondAttribute` by `relation`,
  /// if any: tests assert a layout by the constraints that were activated.
  @MainActor
  func installedConstraint(
    on view: UIView, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal, to second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute
  ) -> NSLayoutConstraint? {
    view.constraints.first {
      $0.firstItem === first && $0.firstAttribute == firstAttribute && $0.relation == relation
        && $0.secondItem === second && $0.secondAttribute == secondAttribute
    }
  }
#endif
