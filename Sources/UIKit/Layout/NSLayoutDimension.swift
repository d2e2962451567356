import Foundation

/// A size anchor (width or height) of a view or layout guide: it relates to other dimensions with a multiplier, or
/// to a constant.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint making this dimension `c` points.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, constant: c)
  }

  /// A constraint making this dimension at least `c` points.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: c)
  }

  /// A constraint making this dimension at most `c` points.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: c)
  }

  /// A constraint making this dimension `m` times `anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint making this dimension at least `m` times `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint making this dimension at most `m` times `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint making this dimension `m` times `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint making this dimension at least `m` times `anchor` plus `c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint making this dimension at most `m` times `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
