import UIKit
import XCTest

/// A child whose view enters or leaves a container that is on screen gets its appearance calls from the container,
/// which forwards them while `shouldAutomaticallyForwardAppearanceMethods` is `true`.
final class UIContainmentAppearanceTests: XCTestCase {
  /// `shouldAutomaticallyForwardAppearanceMethods`: "If you override this method and return `false`, you are
  /// responsible for telling the child when its views are going to appear or disappear." With the default, a child
  /// embedded in a container on screen appears, and one taken out disappears, as a moving child (`isMovingToParent`,
  /// `isMovingFromParent`).
  @MainActor func testAChildEmbeddedInAContainerOnScreenAppearsAndDisappearsWhenRemoved() async {
    let log = EventLog()
    let container = UIViewController()
    let window = await TestWindow(rootViewController: container)
    let child = RecordingViewController("child", log: log)

    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    await settle()
    let eventsAfterEmbedding = log.events
    log.clear()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    await settle()

    XCTAssertEqual(
      eventsAfterEmbedding,
      [
        "child:willMove(UIViewController)", "child:viewDidLoad", "child:viewWillAppear",
        "child:didMove(UIViewController)", "child:viewDidAppear",
      ])
    XCTAssertEqual(
      log.events.filter { $0.hasPrefix("child:view") }, ["child:viewWillDisappear", "child:viewDidDisappear"])
    XCTAssertTrue(container.view.window === window.window)
  }

  /// The twin: a test that embeds a child and asserts on the next line that it appeared is wrong; `viewDidAppear`
  /// comes in the next layout pass.
  @MainActor func testAssertingRightAfterEmbeddingThatTheChildAppearedFails() async {
    let log = EventLog()
    let container = UIViewController()
    let window = await TestWindow(rootViewController: container)
    defer { withExtendedLifetime(window) {} }
    let child = RecordingViewController("child", log: log)

    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let appearedRightAfter = log.events.contains("child:viewDidAppear")
    await settle()

    XCTAssertFalse(appearedRightAfter)
    XCTAssertTrue(log.events.contains("child:viewDidAppear"))
  }

  /// A container that answers `false` forwards nothing by itself: the child's view can enter the window silently.
  @MainActor func testAContainerThatDoesNotForwardLeavesItToItself() async {
    let log = EventLog()
    let container = ManualContainer()
    let window = await TestWindow(rootViewController: container)
    defer { withExtendedLifetime(window) {} }
    let child = RecordingViewController("child", log: log)

    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    await settle()

    XCTAssertFalse(log.events.contains("child:viewWillAppear"))
  }
}

/// A container that forwards appearance itself.
private final class ManualContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
