#if canImport(UIKit) && !os(macOS)
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

    /// The embedded view is pinned to its container's four edges with active constraints (so a container arranged in
    /// a stack view takes the child's height), with its autoresizing mask off.
    @MainActor func testEmbedPinsTheChildsViewToTheContainersEdges() async {
      let parent = UIViewController()
      let child = UIViewController()
      let container = UIView()
      parent.view.addSubview(container)

      ModuleEmbedding.embed(child, in: parent, container: container)

      let view: UIView = child.view
      XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints)
      XCTAssertEqual(container.constraints.count, 4)
      for attribute: NSLayoutConstraint.Attribute in [.top, .bottom, .leading, .trailing] {
        let pin = installedConstraint(on: container, view, attribute, to: container, attribute)
        XCTAssertEqual(pin?.constant, 0, "\(attribute)")
        XCTAssertEqual(pin?.priority, .required, "\(attribute)")
      }
    }

    /// Moving an embedded child to another container of the same parent re-pins it there; the old container keeps no
    /// constraint to it (UIKit removes the constraints of a view that leaves its superview).
    @MainActor func testReembeddingInAnotherContainerMovesThePins() async {
      let parent = UIViewController()
      let child = UIViewController()
      let header = UIView()
      let footer = UIView()
      parent.view.addSubview(header)
      parent.view.addSubview(footer)
      ModuleEmbedding.embed(child, in: parent, container: header)

      ModuleEmbedding.embed(child, in: parent, container: footer)
      ModuleEmbedding.embed(child, in: parent, container: footer)

      XCTAssertTrue(header.constraints.isEmpty)
      XCTAssertEqual(footer.constraints.count, 4, "embedding again in the same container adds no constraints")
      XCTAssertTrue(child.view.superview === footer)
    }

    /// Removing the child takes its pins away with its view.
    @MainActor func testRemoveTakesThePinsAway() async {
      let parent = UIViewController()
      let child = UIViewController()
      ModuleEmbedding.embed(child, in: parent)

      ModuleEmbedding.remove(child)

      XCTAssertTrue(parent.view.constraints.isEmpty)
    }
  }
#endif
