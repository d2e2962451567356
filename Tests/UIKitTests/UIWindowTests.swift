import UIKit
import XCTest

final class UIWindowTests: XCTestCase {
  @MainActor func testRootViewControllersViewIsInTheWindow() async {
    let window = UIWindow()
    let root = UIViewController()

    window.rootViewController = root
    await settle()

    XCTAssertTrue(root.view.window === window)
    XCTAssertEqual(window.subviews, [root.view])
  }

  @MainActor func testSubviewsFindTheirWindowThroughSuperviews() async {
    let window = UIWindow()
    let root = UIViewController()
    let leaf = UIView()
    window.rootViewController = root
    await settle()

    root.view.addSubview(leaf)

    XCTAssertTrue(leaf.window === window)
    XCTAssertNil(window.window)
    XCTAssertNil(UIView().window)
  }

  @MainActor func testMakeKeyAndVisibleMakesTheRootAppearOnce() async {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = RecordingViewController("root", log: log)
    await settle()

    window.makeKeyAndVisible()
    await settle()
    window.makeKeyAndVisible()
    await settle()

    XCTAssertEqual(log.events, ["root:viewDidLoad", "root:viewWillAppear", "root:viewDidAppear"])
  }

  @MainActor func testReplacingTheRootOfAVisibleWindowSwapsAppearance() async {
    let log = EventLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let window = UIWindow()
    window.rootViewController = first
    await settle()
    window.makeKeyAndVisible()
    await settle()
    log.clear()

    window.rootViewController = second
    await settle()

    XCTAssertNil(first.view.window)
    XCTAssertTrue(second.view.window === window)
    XCTAssertEqual(
      log.events,
      [
        "first:viewWillDisappear", "second:viewDidLoad", "first:viewDidDisappear", "second:viewWillAppear",
        "second:viewDidAppear",
      ])
  }

  /// `UIWindow.rootViewController`: "The root view controller provides the content view of the window. Assigning
  /// a view controller to this property (either programmatically or using Interface Builder) installs the view
  /// controller's view as the content view of the window." The content view fills the window.
  @MainActor func testTheRootViewFillsTheWindow() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()

    window.rootViewController = root
    await settle()

    XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}
