import Foundation

/// A horizontal anchor (an edge or the horizontal center) of a view or layout guide.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint placing this anchor the system spacing (times `multiplier`) after `anchor`. The stand-in records
  /// the system spacing as 8 points.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint
  {
    constraint(.equal, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at least the system spacing (times `multiplier`) after `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// A constraint placing this anchor at most the system spacing (times `multiplier`) after `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// The spacing the stand-in records for "system spacing" (UIKit computes it from the content).
  static let systemSpacing: CGFloat = 8
}
