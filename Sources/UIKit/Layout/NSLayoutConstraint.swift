import Foundation

/// UIKit's `NSLayoutConstraint` where UIKit does not exist: a relation between two layout attributes,
/// `firstItem.firstAttribute = multiplier × secondItem.secondAttribute + constant` (or `≤`, `≥`).
///
/// The stand-in solves nothing, but keeps what code activates, as UIKit does: activating a constraint installs it
/// on the closest common ancestor of its items (a layout guide counts as its owning view), where ``UIView/constraints``
/// lists it; deactivating removes it, and so does removing one of its views from the hierarchy. Tests assert
/// layouts by reading those constraints.
///
/// It stops the program where UIKit raises an exception: activating a constraint whose items have no common
/// ancestor, relating a leading or trailing attribute to a left or right one, and changing an active
/// constraint's priority from required to optional or back.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout attribute: an edge, a center, a size or a baseline of an item.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Attribute: Int, Sendable {
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in left-to-right text).
    case leading
    /// The trailing edge (right in left-to-right text).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The baseline of the last line of text.
    case lastBaseline
    /// The baseline of the first line of text.
    case firstBaseline
    /// The left edge inset by the layout margins.
    case leftMargin
    /// The right edge inset by the layout margins.
    case rightMargin
    /// The top edge inset by the layout margins.
    case topMargin
    /// The bottom edge inset by the layout margins.
    case bottomMargin
    /// The leading edge inset by the layout margins.
    case leadingMargin
    /// The trailing edge inset by the layout margins.
    case trailingMargin
    /// The horizontal center of the area inside the layout margins.
    case centerXWithinMargins
    /// The vertical center of the area inside the layout margins.
    case centerYWithinMargins

    /// The last baseline (unavailable in Swift on iOS).
    @available(*, unavailable, renamed: "lastBaseline", message: "Use 'lastBaseline' instead")
    public static var baseline: Attribute { .lastBaseline }

    var isLeadingOrTrailing: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    var isLeftOrRight: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
  }

  /// How the two sides of a constraint relate.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// A direction of layout: content hugging and compression resistance are set per axis.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The item of the constraint's left side: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The item of the right side; `nil` for a constraint to a constant (a fixed width).
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of ``firstItem`` the constraint sets.
  public let firstAttribute: Attribute
  /// The attribute of ``secondItem``; ``Attribute/notAnAttribute`` when there is none.
  public let secondAttribute: Attribute
  /// How the sides relate.
  public let relation: Relation
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// The value added to the second side; the one part of a constraint code changes after making it.
  open var constant: CGFloat
  /// A name that shows in layout logs.
  open var identifier: String?

  /// Whether the constraint was made with a second item (which may have been released since).
  private let hasSecondItem: Bool

  /// The view the constraint is installed on while active.
  weak var installedView: UIView?

  /// The constraint's priority, ``UILayoutPriority/required`` by default. UIKit: "Priorities may not change from
  /// nonrequired to required, or from required to nonrequired" once the constraint is installed; the stand-in stops
  /// the program, as UIKit raises an exception.
  open var priority = UILayoutPriority.required {
    willSet {
      guard isActive, (priority == .required) != (newValue == .required) else { return }
      preconditionFailure(
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You "
          + "passed priority \(newValue.rawValue) and the existing priority was \(priority.rawValue).")
    }
  }

  /// Whether the constraint takes part in layout. New constraints are inactive. Setting it installs the constraint on
  /// the closest common ancestor of its items, or removes it from there. UIKit: "If you try to activate a constraint
  /// whose items have no common ancestor, an exception is thrown"; the stand-in stops the program with UIKit's
  /// message.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue {
        guard installedView == nil else { return }
        commonAncestor().addConstraint(self)
      } else {
        installedView?.removeConstraint(self)
      }
    }
  }

  /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`; `view2` is `nil` (with `attr2`
  /// ``Attribute/notAnAttribute``) for a constraint to a constant.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier, c)
  }

  /// The designated initializer every constraint is made with.
  init(
    first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
    _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat
  ) {
    if firstAttribute.isLeadingOrTrailing && secondAttribute.isLeftOrRight
      || firstAttribute.isLeftOrRight && secondAttribute.isLeadingOrTrailing
    {
      preconditionFailure(
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
          + "leading/trailing for both or neither.")
    }
    self.firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = second
    self.hasSecondItem = second != nil
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    super.init()
  }

  /// Activates every constraint in `constraints` (the same as setting each one's ``isActive``).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Whether the constraint refers to a view in `subtree` (or to a layout guide such a view owns).
  func refers(toViewIn subtree: UIView) -> Bool {
    [firstItem, secondItem].contains { item in Self.view(of: item)?.isDescendant(of: subtree) ?? false }
  }

  /// The view an item stands for: the view itself, or a layout guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  private func commonAncestor() -> UIView {
    let first = Self.view(of: firstItem)
    let second = hasSecondItem ? Self.view(of: secondItem) : first
    if let first, let second {
      var candidate: UIView? = first
      while let view = candidate {
        if second.isDescendant(of: view) { return view }
        candidate = view.superview
      }
    }
    preconditionFailure(
      "Unable to activate constraint with anchors \(describe(firstItem, firstAttribute)) and "
        + "\(describe(secondItem, secondAttribute)) because they have no common ancestor. Does the constraint or "
        + "its anchors reference items in different view hierarchies? That's illegal.")
  }

  private func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
    guard let item else { return "<nil>" }
    return "<\(type(of: item)):\(ObjectIdentifier(item)).\(attribute)>"
  }
}
