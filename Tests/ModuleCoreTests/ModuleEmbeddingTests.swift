import ModuleCore
import UIKit
import XCTest

final class ModuleEmbeddingTests: XCTestCase {
  @MainActor func testEmbedDoesContainmentCallsInUIKitOrder() async {
    let log = EventLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)
    let container = UIView()
    parent.view.addSubview(container)
    log.clear()

    ModuleEmbedding.embed(child, in: parent, container: container)

    XCTAssertEqual(log.events, ["child:willMove(parent)", "child:viewDidLoad", "child:didMove(parent)"])
    XCTAssertTrue(child.parent === parent)
    XCTAssertTrue(child.view.superview === container)
    XCTAssertTrue(child.view.isDescendant(of: parent.view))
  }

  @MainActor func testEmbedDefaultsToParentsRootView() async {
    let parent = UIViewController()
    let child = UIViewController()

    ModuleEmbedding.embed(child, in: parent)

    XCTAssertTrue(child.view.superview === parent.view)
  }

  @MainActor func testEmbeddingInAnotherParentMovesTheChild() async {
    let log = EventLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let child = RecordingViewController("child", log: log)
    ModuleEmbedding.embed(child, in: first)
    second.loadViewIfNeeded()
    log.clear()

    ModuleEmbedding.embed(child, in: second)

    XCTAssertEqual(
      log.events,
      ["child:willMove(nil)", "child:didMove(nil)", "child:willMove(second)", "child:didMove(second)"])
    XCTAssertTrue(first.children.isEmpty)
    XCTAssertTrue(child.view.superview === second.view)
  }

  @MainActor func testRemoveDoesContainmentCallsInUIKitOrder() async {
    let log = EventLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)
    ModuleEmbedding.embed(child, in: parent)
    log.clear()

    ModuleEmbedding.remove(child)

    XCTAssertEqual(log.events, ["child:willMove(nil)", "child:didMove(nil)"])
    XCTAssertNil(child.parent)
    XCTAssertNil(child.view.superview)
    XCTAssertTrue(parent.children.isEmpty)
  }

  @MainActor func testRemoveWithoutParentDoesNothing() async {
    let log = EventLog()
    let child = RecordingViewController("child", log: log)

    ModuleEmbedding.remove(child)

    XCTAssertEqual(log.events, [])
  }

  @MainActor func testEmbeddedChildIsReleasedAfterRemoval() async {
    let parent = UIViewController()
    var child: UIViewController? = UIViewController()
    weak var weakChild: UIViewController?
    weakChild = child
    ModuleEmbedding.embed(child!, in: parent)
    child = nil
    XCTAssertNotNil(weakChild)

    ModuleEmbedding.remove(weakChild!)

    XCTAssertNil(weakChild)
  }
}
