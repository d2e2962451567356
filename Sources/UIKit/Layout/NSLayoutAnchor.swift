import Foundation

/// UIKit's `NSLayoutAnchor` where UIKit does not exist: one layout attribute of a view or layout guide, which makes
/// constraints to another anchor of the same kind (`view.topAnchor.constraint(equalTo: guide.topAnchor)`).
///
/// `AnchorType` keeps the kinds apart at compile time, as in UIKit: an x-axis anchor relates only to x-axis
/// anchors, a y-axis anchor to y-axis anchors, a dimension to dimensions.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide the anchor belongs to.
  let item: AnyObject
  /// The attribute the anchor stands for.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// A constraint making this anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }

  /// A constraint making this anchor at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint making this anchor at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint making this anchor equal to `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: c)
  }

  /// A constraint making this anchor at least `anchor` plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint making this anchor at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }

  /// A constraint from this anchor to `anchor` (the second item may be `nil` for a constant).
  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute, multiplier,
      constant)
  }
}
