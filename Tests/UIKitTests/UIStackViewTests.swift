import Testing
import UIKit

/// Which views a stack view arranges, by UIKit's rules.
@MainActor
struct UIStackViewTests {
  /// `UIStackView.addArrangedSubview(_:)`: "This method automatically adds the provided view as a subview of the
  /// stack view, if it isn’t already. If the view is already a subview, this operation doesn’t alter the subview
  /// ordering."
  @Test func addingArrangesAndMakesASubviewWithoutReorderingExistingSubviews() {
    let stack = UIStackView()
    let first = UIView()
    let second = UIView()
    stack.addSubview(first)
    stack.addSubview(second)

    stack.addArrangedSubview(second)
    stack.addArrangedSubview(first)

    #expect(stack.arrangedSubviews == [second, first])
    #expect(stack.subviews == [first, second])
    let fresh = UIView()
    stack.addArrangedSubview(fresh)
    #expect(fresh.superview === stack)
  }

  /// `UIStackView.removeArrangedSubview(_:)`: "this method doesn’t remove the provided view from the stack’s subviews
  /// array; therefore, the view is still displayed as part of the view hierarchy."
  @Test func removeArrangedSubviewKeepsTheViewAsASubview() {
    let view = UIView()
    let stack = UIStackView(arrangedSubviews: [view])

    stack.removeArrangedSubview(view)

    #expect(stack.arrangedSubviews.isEmpty)
    #expect(view.superview === stack)
  }

  /// `UIStackView.arrangedSubviews`: "Whenever an arranged view’s removeFromSuperview() method is called, the stack
  /// view removes the view from its arrangedSubviews array."
  @Test func removeFromSuperviewAlsoUnarranges() {
    let kept = UIView()
    let removed = UIView()
    let moved = UIView()
    let stack = UIStackView(arrangedSubviews: [kept, removed, moved])

    removed.removeFromSuperview()
    UIView().addSubview(moved)

    #expect(stack.arrangedSubviews == [kept])
    #expect(stack.subviews == [kept])
  }

  /// A hidden arranged view stays arranged: UIKit's stack view only stops giving it space (the way a slot
  /// collapses).
  @Test func hiddenArrangedViewsStayArranged() {
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])

    first.isHidden = true

    #expect(stack.arrangedSubviews == [first, second])
  }

  /// `UIStackView.insertArrangedSubview(_:at:)`: "If index is already occupied, the stack view increases the size of
  /// the arrangedSubviews array and shifts all of its contents at the index and above to the next higher space".
  @Test func insertingShiftsTheViewsAtAndAfterTheIndex() {
    let first = UIView()
    let last = UIView()
    let middle = UIView()
    let stack = UIStackView(arrangedSubviews: [first, last])

    stack.insertArrangedSubview(middle, at: 1)
    #expect(stack.arrangedSubviews == [first, middle, last])

    stack.insertArrangedSubview(last, at: 0)
    #expect(stack.arrangedSubviews == [last, first, middle], "an arranged view moves")
  }

  /// `UIStackView.setCustomSpacing(_:after:)` and `customSpacing(after:)`, which answers `spacingUseDefault` for a
  /// view with no custom spacing; the arrangement settings are kept.
  @Test func customSpacingsAndSettingsAreKept() {
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    #expect(stack.axis == .horizontal)

    stack.setCustomSpacing(24, after: first)
    stack.axis = .vertical
    stack.isLayoutMarginsRelativeArrangement = true
    stack.spacing = 8

    #expect(stack.customSpacing(after: first) == 24)
    #expect(stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
    #expect(stack.axis == .vertical && stack.isLayoutMarginsRelativeArrangement && stack.spacing == 8)
  }
}
