import UIKit
import XCTest

final class PlatformViewTests: XCTestCase {
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
}
