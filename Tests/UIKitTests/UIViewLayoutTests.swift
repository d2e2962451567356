import Testing

@testable import UIKit

/// Auto Layout as the stand-in records it: where activation installs constraints, what anchors make, and what
/// removing a view takes away.
@MainActor
struct UIViewLayoutTests {
  /// `NSLayoutConstraint.isActive`: "For newly created constraints, the isActive property is false by default.
  /// Activating or deactivating the constraint calls addConstraint(_:) and removeConstraint(_:) on the view that is
  /// the closest common ancestor of the items managed by this constraint."
  @Test func activatingInstallsOnTheClosestCommonAncestorAndDeactivatingRemoves() {
    let root = UIView()
    let parent = UIView()
    let left = UIView()
    let right = UIView()
    root.addSubview(parent)
    parent.addSubview(left)
    parent.addSubview(right)
    let siblings = left.trailingAnchor.constraint(equalTo: right.leadingAnchor)
    let toParent = left.topAnchor.constraint(equalTo: parent.topAnchor)
    let toRoot = right.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    let width = left.widthAnchor.constraint(equalToConstant: 44)
    #expect(!siblings.isActive)

    NSLayoutConstraint.activate([siblings, toParent, toRoot, width])

    #expect(parent.constraints == [siblings, toParent])
    #expect(root.constraints == [toRoot])
    #expect(left.constraints == [width], "a constraint to a constant is installed on its own view")
    #expect([siblings, toParent, toRoot, width].allSatisfy { $0.isActive })

    NSLayoutConstraint.deactivate([siblings, width])

    #expect(parent.constraints == [toParent])
    #expect(left.constraints.isEmpty)
    #expect(!siblings.isActive)
    siblings.isActive = true
    #expect(parent.constraints == [toParent, siblings])
  }

  /// A layout guide counts as its owning view (`UILayoutGuide.owningView`), so a constraint to a superview's safe
  /// area is installed on the superview.
  @Test func aConstraintToALayoutGuideIsInstalledAsIfOnItsOwningView() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)

    let toSafeArea = child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    let toGuide = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
    NSLayoutConstraint.activate([toSafeArea, toGuide])

    #expect(root.constraints == [toSafeArea, toGuide])
    #expect(guide.owningView === root)
    #expect(root.layoutGuides == [guide])
    #expect(root.safeAreaLayoutGuide === root.safeAreaLayoutGuide, "one safe area guide per view")
    #expect(root.safeAreaLayoutGuide.owningView === root)
    #expect(root.layoutMarginsGuide.owningView === root)
    #expect(root.readableContentGuide.owningView === root)
    #expect(root.keyboardLayoutGuide.owningView === root)
  }

  /// `UIView.removeFromSuperview()`: "Calling this method removes any constraints that refer to the view you are
  /// removing, or that refer to any view in the subtree of the view you are removing." Constraints inside the removed
  /// subtree stay.
  @Test func removingAViewRemovesTheConstraintsThatReferToItsSubtree() {
    let root = UIView()
    let card = UIView()
    let title = UIView()
    let other = UIView()
    root.addSubview(card)
    root.addSubview(other)
    card.addSubview(title)
    let cardToRoot = card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    let titleToOther = title.bottomAnchor.constraint(equalTo: other.topAnchor)
    let titleInCard = title.leadingAnchor.constraint(equalTo: card.leadingAnchor)
    let otherToRoot = other.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    NSLayoutConstraint.activate([cardToRoot, titleToOther, titleInCard, otherToRoot])

    card.removeFromSuperview()

    #expect(root.constraints == [otherToRoot])
    #expect(!cardToRoot.isActive && !titleToOther.isActive)
    #expect(card.constraints == [titleInCard])
    #expect(titleInCard.isActive)
  }

  /// `UIView.addSubview(_:)` removes the view from its previous superview first, which removes the constraints that
  /// referred to it there.
  @Test func movingAViewToAnotherSuperviewRemovesItsOldConstraints() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    let pin = child.topAnchor.constraint(equalTo: first.topAnchor)
    pin.isActive = true

    second.addSubview(child)

    #expect(first.constraints.isEmpty)
    #expect(!pin.isActive)
  }

  /// The anchor forms record their relation, multiplier, constant and attributes as the constraint's properties.
  @Test func anchorsMakeConstraintsWithTheirRelationMultiplierAndConstant() {
    let view = UIView()
    let other = UIView()

    let offset = view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 16)
    let atLeast = view.bottomAnchor.constraint(greaterThanOrEqualTo: other.bottomAnchor, constant: -8)
    let atMost = view.trailingAnchor.constraint(lessThanOrEqualTo: other.trailingAnchor)
    let half = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5)
    let halfPlus = view.heightAnchor.constraint(lessThanOrEqualTo: other.heightAnchor, multiplier: 2, constant: 1)
    let fixed = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
    let spaced = view.topAnchor.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 2)

    #expect(offset.firstItem === view && offset.firstAttribute == .leading)
    #expect(offset.secondItem === other && offset.secondAttribute == .leading)
    #expect(offset.relation == .equal && offset.constant == 16 && offset.multiplier == 1)
    #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == -8)
    #expect(atMost.relation == .lessThanOrEqual && atMost.firstAttribute == .trailing)
    #expect(half.multiplier == 0.5 && half.secondAttribute == .width)
    #expect(halfPlus.relation == .lessThanOrEqual && halfPlus.multiplier == 2 && halfPlus.constant == 1)
    #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute && fixed.constant == 44)
    #expect(fixed.relation == .greaterThanOrEqual)
    #expect(spaced.firstAttribute == .top && spaced.secondAttribute == .bottom && spaced.constant == 16)
    #expect(view.firstBaselineAnchor.constraint(equalTo: other.lastBaselineAnchor).secondAttribute == .lastBaseline)
  }

  /// `NSLayoutConstraint.priority`: "By default, all constraints are required"; an active constraint's optional
  /// priority may change to another optional one. `UILayoutPriority` compares and takes arithmetic with its raw value,
  /// as UIKit's Swift overlay declares.
  @Test func prioritiesDefaultToRequiredAndChangeWithinOptional() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let constraint = child.topAnchor.constraint(equalTo: root.topAnchor)
    #expect(constraint.priority == .required)
    constraint.priority = .defaultLow
    constraint.identifier = "top"
    constraint.isActive = true

    constraint.priority = .defaultHigh - 1
    constraint.constant = 12

    #expect(constraint.priority.rawValue == 749)
    #expect(constraint.constant == 12 && constraint.identifier == "top")
    #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
    #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority(300) == UILayoutPriority(rawValue: 300))
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
    #expect((1 + UILayoutPriority.defaultLow).rawValue == 251)
    #expect(UILayoutPriority.defaultHigh - .defaultLow == 500)
    var priority = UILayoutPriority.defaultLow
    priority += 10
    priority -= 1
    #expect(priority.rawValue == 259)
    #expect(UIFont.Weight.bold > .regular)
  }

  /// `translatesAutoresizingMaskIntoConstraints`: "By default, the property is set to true for any view you
  /// programmatically create." Content hugging defaults to `defaultLow` and compression resistance to `defaultHigh`,
  /// each set per axis.
  @Test func layoutPropertiesHaveUIKitsDefaultsAndAreKeptPerAxis() {
    let view = UIView()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.autoresizingMask == [])
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)

    view.setContentHuggingPriority(.defaultHigh, for: .vertical)
    view.setContentCompressionResistancePriority(.required, for: .horizontal)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]

    #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .required)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(view.autoresizingMask.contains(.flexibleHeight))
  }

  /// `layoutMargins` and `directionalLayoutMargins` are one set of margins (left is leading in left-to-right
  /// layout); changing them calls `layoutMarginsDidChange()`.
  @Test func layoutMarginsAndDirectionalMarginsAreTheSameMargins() {
    final class MarginsView: UIView {
      var changes = 0
      override func layoutMarginsDidChange() { changes += 1 }
    }
    let view = MarginsView()
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

    #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    view.directionalLayoutMargins = .zero
    #expect(view.layoutMargins == .zero)
    #expect(view.changes == 2)
    #expect(view.insetsLayoutMarginsFromSafeArea)
  }

  /// A plain view has no intrinsic size (`UIView.noIntrinsicMetric` in both dimensions); `sizeThatFits(_:)` answers
  /// the current size; the stand-in's `systemLayoutSizeFitting(_:)` answers the intrinsic size where there is one and
  /// the target size elsewhere.
  @Test func sizesAreAnsweredWithoutASolver() {
    final class Badge: UIView {
      override var intrinsicContentSize: CGSize { CGSize(width: 20, height: UIView.noIntrinsicMetric) }
    }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    #expect(Badge().systemLayoutSizeFitting(CGSize(width: 100, height: 50)) == CGSize(width: 20, height: 50))

    let parent = UIView()
    parent.addSubview(view)
    view.invalidateIntrinsicContentSize()
    #expect(view.needsLayout && parent.needsLayout)
  }

  /// `UIScrollView.contentLayoutGuide` and `frameLayoutGuide` belong to the scroll view, so constraints from its
  /// content to them are installed on it.
  @Test func scrollViewGuidesBelongToTheScrollView() {
    let scrollView = UIScrollView()
    let content = UIView()
    scrollView.addSubview(content)

    let width = content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
    let top = content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
    NSLayoutConstraint.activate([width, top])

    #expect(scrollView.contentLayoutGuide.owningView === scrollView)
    #expect(scrollView.frameLayoutGuide !== scrollView.contentLayoutGuide)
    #expect(scrollView.constraints == [width, top])
    #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
  }
}
