import Foundation

/// A vertical anchor (an edge, the vertical center or a baseline) of a view or layout guide.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint placing this anchor the system spacing (times `multiplier`) below `anchor`. The stand-in records
  /// the system spacing as 8 points.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  {
    constraint(.equal, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at least the system spacing (times `multiplier`) below `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at most the system spacing (times `multiplier`) below `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }
}
