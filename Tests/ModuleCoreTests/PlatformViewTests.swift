import ModuleCore
import XCTest

final class PlatformViewTests: XCTestCase {
  @MainActor func testAddSubviewMovesViewFromPreviousSuperview() async {
    let first = PlatformView()
    let second = PlatformView()
    let child = PlatformView()
    first.addSubview(child)

    second.addSubview(child)

    XCTAssertTrue(first.subviews.isEmpty)
    XCTAssertEqual(second.subviews, [child])
    XCTAssertTrue(child.superview === second)
  }

  @MainActor func testAddingExistingSubviewBringsItToFront() async {
    let container = PlatformView()
    let back = PlatformView()
    let front = PlatformView()
    container.addSubview(back)
    container.addSubview(front)

    container.addSubview(back)

    XCTAssertEqual(container.subviews, [front, back])
  }

  @MainActor func testRemoveFromSuperviewDetachesView() async {
    let container = PlatformView()
    let child = PlatformView()
    container.addSubview(child)

    child.removeFromSuperview()

    XCTAssertNil(child.superview)
    XCTAssertTrue(container.subviews.isEmpty)
  }

  @MainActor func testIsDescendantFollowsSuperviewChain() async {
    let root = PlatformView()
    let middle = PlatformView()
    let leaf = PlatformView()
    root.addSubview(middle)
    middle.addSubview(leaf)

    XCTAssertTrue(leaf.isDescendant(of: root))
    XCTAssertTrue(leaf.isDescendant(of: leaf))
    XCTAssertFalse(root.isDescendant(of: leaf))
  }

  @MainActor func testViewsAndControllersCompareByIdentity() async {
    let view = PlatformView()
    let controller = ViewController()

    XCTAssertEqual(view, view)
    XCTAssertNotEqual(view, PlatformView())
    XCTAssertEqual(controller, controller)
    XCTAssertNotEqual(controller, ViewController())
    XCTAssertEqual(Set([controller, controller]).count, 1)
  }
}
