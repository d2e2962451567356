import UIKit
import XCTest

/// A view that records its hierarchy callbacks as `name:callback`.
@MainActor
private final class RecordingView: UIView {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.record("\(name):willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }

  override func didMoveToSuperview() { log.record("\(name):didMoveToSuperview") }

  override func willMove(toWindow newWindow: UIWindow?) {
    log.record("\(name):willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }

  override func didMoveToWindow() { log.record("\(name):didMoveToWindow(\(window == nil ? "nil" : "window"))") }

  override func didAddSubview(_ subview: UIView) { log.record("\(name):didAddSubview") }

  override func willRemoveSubview(_ subview: UIView) { log.record("\(name):willRemoveSubview") }

  override func tintColorDidChange() { log.record("\(name):tintColorDidChange") }
}

final class UIViewTests: XCTestCase {
  /// `UIView.addSubview(_:)`: "Views can have only one superview. If view already has a superview and that view is
  /// not the receiver, this method removes the previous superview before making the receiver its new superview."
  @MainActor func testAddSubviewMovesViewFromPreviousSuperview() async {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)

    second.addSubview(child)

    XCTAssertTrue(first.subviews.isEmpty)
    XCTAssertEqual(second.subviews, [child])
    XCTAssertTrue(child.superview === second)
  }

  @MainActor func testAddingExistingSubviewBringsItToFront() async {
    let container = UIView()
    let back = UIView()
    let front = UIView()
    container.addSubview(back)
    container.addSubview(front)

    container.addSubview(back)

    XCTAssertEqual(container.subviews, [front, back])
  }

  @MainActor func testRemoveFromSuperviewDetachesView() async {
    let container = UIView()
    let child = UIView()
    container.addSubview(child)

    child.removeFromSuperview()

    XCTAssertNil(child.superview)
    XCTAssertTrue(container.subviews.isEmpty)
  }

  @MainActor func testIsDescendantFollowsSuperviewChain() async {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)

    XCTAssertTrue(leaf.isDescendant(of: root))
    XCTAssertTrue(leaf.isDescendant(of: leaf))
    XCTAssertFalse(root.isDescendant(of: leaf))
  }

  @MainActor func testViewsAndControllersCompareByIdentity() async {
    let view = UIView()
    let controller = UIViewController()

    XCTAssertEqual(view, view)
    XCTAssertNotEqual(view, UIView())
    XCTAssertEqual(controller, controller)
    XCTAssertNotEqual(controller, UIViewController())
    XCTAssertEqual(Set([controller, controller]).count, 1)
  }

  /// `UIView.insertSubview(_:at:)` places the view at the index (0 is the back) and, like `addSubview(_:)`, takes it
  /// from its previous superview; `bringSubviewToFront(_:)` and `sendSubviewToBack(_:)` reorder.
  @MainActor func testInsertSubviewPlacesTheViewAtTheIndexAndReorderingMovesIt() async {
    let container = UIView()
    let other = UIView()
    let back = UIView()
    let front = UIView()
    let moved = UIView()
    container.addSubview(back)
    container.addSubview(front)
    other.addSubview(moved)

    container.insertSubview(moved, at: 1)

    XCTAssertEqual(container.subviews, [back, moved, front])
    XCTAssertTrue(other.subviews.isEmpty)
    container.bringSubviewToFront(back)
    XCTAssertEqual(container.subviews, [moved, front, back])
    container.sendSubviewToBack(front)
    XCTAssertEqual(container.subviews, [front, moved, back])
    container.insertSubview(other, aboveSubview: front)
    XCTAssertEqual(container.subviews, [front, other, moved, back])
  }

  /// `UIView.viewWithTag(_:)`: "This method searches the current view and all of its subviews for the specified
  /// view."
  @MainActor func testViewWithTagSearchesTheViewAndItsSubtree() async {
    let root = UIView()
    let branch = UIView()
    let leaf = UIView()
    root.addSubview(branch)
    branch.addSubview(leaf)
    leaf.tag = 7
    root.tag = 1

    XCTAssertTrue(root.viewWithTag(7) === leaf)
    XCTAssertTrue(root.viewWithTag(1) === root)
    XCTAssertNil(branch.viewWithTag(1), "ancestors are not searched")
    XCTAssertNil(root.viewWithTag(42))
  }

  /// `UIView.didMoveToWindow()`: "Tells the view that its window object changed"; the window "may be nil by the
  /// time that this method is called … when the receiver has just been removed from its superview". A descendant
  /// hears it when an ancestor enters or leaves a window.
  @MainActor func testDidMoveToWindowReachesDescendantsWhenAnAncestorEntersOrLeavesAWindow() async {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let parent = UIView()
    let child = RecordingView("child", log: log)
    parent.addSubview(child)
    log.clear()

    window.addSubview(parent)

    XCTAssertEqual(log.events, ["child:willMove(toWindow: window)", "child:didMoveToWindow(window)"])
    log.clear()
    parent.removeFromSuperview()
    XCTAssertEqual(log.events, ["child:willMove(toWindow: nil)", "child:didMoveToWindow(nil)"])
    log.clear()
    UIView().addSubview(parent)
    XCTAssertEqual(log.events, [], "moving between views outside any window changes no window")
  }

  /// The stand-in's order of hierarchy callbacks for a view added to a superview in a window and removed again.
  @MainActor func testHierarchyCallbacksComeInOrder() async {
    let log = EventLog()
    let window = UIWindow(frame: .zero)
    let parent = RecordingView("parent", log: log)
    window.addSubview(parent)
    let child = RecordingView("child", log: log)
    log.clear()

    parent.addSubview(child)
    child.removeFromSuperview()

    XCTAssertEqual(
      log.events,
      [
        "child:willMove(toSuperview: view)", "child:willMove(toWindow: window)", "child:didMoveToWindow(window)",
        "child:didMoveToSuperview", "parent:didAddSubview", "parent:willRemoveSubview",
        "child:willMove(toSuperview: nil)", "child:willMove(toWindow: nil)", "child:didMoveToWindow(nil)",
        "child:didMoveToSuperview",
      ])
  }

  /// `UIView.tintColor`: "The first nondefault tint color value in the view’s hierarchy, ascending from and starting
  /// with the view itself … If the system cannot find a nondefault color in the hierarchy, this property’s value is
  /// a system-defined color instead." `tintColorDidChange()` is called "on a subview that inherits a changed
  /// interaction tint color".
  @MainActor func testTintColorIsInheritedAndChangesReachInheritingSubviews() async {
    let log = EventLog()
    let root = UIView()
    let inheriting = RecordingView("inheriting", log: log)
    let own = RecordingView("own", log: log)
    root.addSubview(inheriting)
    root.addSubview(own)
    own.tintColor = .systemRed
    log.clear()

    root.tintColor = .systemGreen

    XCTAssertEqual(inheriting.tintColor, .systemGreen)
    XCTAssertEqual(own.tintColor, .systemRed)
    XCTAssertEqual(UIView().tintColor, .systemBlue)
    XCTAssertEqual(log.events, ["inheriting:tintColorDidChange"])
    own.tintColor = nil
    XCTAssertEqual(own.tintColor, .systemGreen)
  }

  /// A plain view's defaults: opaque, fully visible, interactive, untagged, not an accessibility element.
  @MainActor func testAPlainViewHasUIKitsDefaults() async {
    let view = UIView()

    XCTAssertEqual(view.alpha, 1)
    XCTAssertTrue(view.isUserInteractionEnabled)
    XCTAssertFalse(view.clipsToBounds)
    XCTAssertEqual(view.tag, 0)
    XCTAssertFalse(view.isAccessibilityElement)
    XCTAssertEqual(view.accessibilityTraits, .none)
    view.accessibilityIdentifier = "profile.header"
    view.accessibilityTraits = [.header, .staticText]
    XCTAssertEqual(view.accessibilityIdentifier, "profile.header")
    XCTAssertTrue(view.accessibilityTraits.contains(.header))
  }
}
