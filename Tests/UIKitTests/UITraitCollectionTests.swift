import Testing

@testable import UIKit

/// The stand-in's trait model: the preferred text size, inherited down the view and view controller hierarchy,
/// changed with `traitOverrides`, and tracked in layout methods so that a change lays the reader out again.
@MainActor
struct UITraitCollectionTests {
  /// `UITraitCollection.preferredContentSizeCategory` (the SDK header): "unspecified:
  /// UIContentSizeCategoryUnspecified". A view or view controller outside any window is at iOS's default text
  /// size, `.large`, the stand-in's screen.
  @Test func anEmptyCollectionIsUnspecifiedAndAViewDefaultsToLarge() {
    #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
    #expect(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
    #expect(UIView().traitCollection.preferredContentSizeCategory == .large)
    #expect(UIWindow().traitCollection.preferredContentSizeCategory == .large)
    #expect(UIViewController().traitCollection.preferredContentSizeCategory == .large)
  }

  /// The categories grow from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`; the five from
  /// `.accessibilityMedium` up are the accessibility sizes.
  @Test func categoriesAreOrderedAndTheLargestFiveAreAccessibilitySizes() {
    #expect(UIContentSizeCategory.extraSmall < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge >= .accessibilityLarge)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
  }

  /// Traits and the trait environment: "The trait system propagates values from the top of the hierarchy
  /// downward. When you modify a trait at any level using trait overrides, that change affects the modified object
  /// and all of its descendants." … "Setting a trait override on a specific view affects only that view and its
  /// subviews." Since iOS 17 a view controller inherits from its view's superview (WWDC23, Unleash the UIKit trait
  /// system), and its view from it.
  @Test func overridesApplyToTheObjectAndItsDescendantsOnly() {
    let window = UIWindow()
    let controller = UIViewController()
    window.rootViewController = controller
    let row = UIView()
    let button = UIView()
    controller.view.addSubview(row)
    row.addSubview(button)

    window.traitOverrides.preferredContentSizeCategory = .extraLarge
    #expect(controller.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(button.traitCollection.preferredContentSizeCategory == .extraLarge)

    controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    row.traitOverrides.preferredContentSizeCategory = .small
    #expect(window.traitCollection.preferredContentSizeCategory == .extraLarge)
    #expect(controller.view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(row.traitCollection.preferredContentSizeCategory == .small)
    #expect(button.traitCollection.preferredContentSizeCategory == .small)

    row.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
    #expect(!row.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
    #expect(button.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
  }

  /// A child whose view is in no hierarchy yet inherits from its parent.
  @Test func aChildWhoseViewIsOutOfTheHierarchyInheritsFromItsParent() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.traitOverrides.preferredContentSizeCategory = .accessibilityMedium

    #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
    #expect(child.view.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
  }

  /// `UIViewController.viewWillLayoutSubviews()`: "Notifies the view controller that its view is about to lay out
  /// its subviews"; `viewDidLayoutSubviews()`, "when its view finishes laying out its subviews". A new view needs
  /// layout: its first `layoutIfNeeded()` lays it out, the next ones do nothing until something invalidates it.
  @Test func theRootViewsLayoutPassCallsTheControllerAroundLayoutSubviews() {
    let log = LayoutLog()
    let controller = LayoutReadingController(log: log)
    controller.view = LayoutReadingView(log: log)

    controller.view.layoutIfNeeded()
    controller.view.layoutIfNeeded()

    #expect(log.events == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
  }

  /// `UIView.layoutSubviews()`: "In iOS 18 and later, UIKit supports automatic trait tracking inside this method
  /// for traits from this view's `traitCollection`." A view that read the text size while laying out is laid out
  /// again after it changes (an override on an ancestor, or a move to a window with another size); one that read
  /// nothing is not, nor is the reader when the size stays the same.
  @Test func aViewThatReadTheTextSizeWhileLayingOutIsLaidOutAgainWhenItChanges() {
    let log = LayoutLog()
    let window = UIWindow()
    let container = UIView()
    let reader = LayoutReadingView(log: log)
    let bystander = UIView()
    window.addSubview(container)
    container.addSubview(reader)
    container.addSubview(bystander)
    window.layoutIfNeeded()
    #expect(log.events == ["layoutSubviews"])
    #expect(log.categories == [.large])

    container.traitOverrides.preferredContentSizeCategory = .large
    #expect(!reader.needsLayout, "the size read did not change")
    container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
    #expect(reader.needsLayout && !bystander.needsLayout && !container.needsLayout)
    window.layoutIfNeeded()
    #expect(log.categories == [.large, .accessibilityExtraLarge])

    let otherWindow = UIWindow()
    otherWindow.traitOverrides.preferredContentSizeCategory = .small
    otherWindow.addSubview(reader)
    otherWindow.layoutIfNeeded()
    #expect(log.categories == [.large, .accessibilityExtraLarge, .small])
  }

  /// `UIViewController.viewWillLayoutSubviews()`: "In iOS 18 and later, UIKit supports automatic trait tracking
  /// inside this method for traits from this view controller's `traitCollection` and the `traitCollection` of its
  /// view." Changing the controller's override lays its view out again, calling the controller again.
  @Test func aControllerThatReadTheTextSizeInViewWillLayoutSubviewsIsCalledAgainWhenItChanges() {
    let log = LayoutLog()
    let controller = LayoutReadingController(log: log)
    controller.loadViewIfNeeded()
    controller.view.layoutIfNeeded()

    controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    controller.view.layoutIfNeeded()
    controller.view.layoutIfNeeded()

    #expect(log.categories == [.large, .accessibilityLarge])
  }
}

/// What the layout methods of ``LayoutReadingView`` and ``LayoutReadingController`` were called for, in order.
@MainActor
private final class LayoutLog {
  var events: [String] = []
  var categories: [UIContentSizeCategory] = []
}

/// A view that reads the text size in `layoutSubviews()`.
private final class LayoutReadingView: UIView {
  let log: LayoutLog

  init(log: LayoutLog) {
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.events.append("layoutSubviews")
    log.categories.append(traitCollection.preferredContentSizeCategory)
  }
}

/// A view controller that reads the text size in `viewWillLayoutSubviews()`.
private final class LayoutReadingController: UIViewController {
  let log: LayoutLog

  init(log: LayoutLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.events.append("viewWillLayoutSubviews")
    log.categories.append(traitCollection.preferredContentSizeCategory)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.events.append("viewDidLayoutSubviews")
  }
}
