import ModuleCore
import UIKit
import XCTest

final class TestWindowTests: XCTestCase {
  @MainActor func testRootIsOnScreen() async {
    let log = EventLog()
    let root = RecordingViewController("root", log: log)

    let window = TestWindow(rootViewController: root)

    XCTAssertTrue(window.rootViewController === root)
    XCTAssertTrue(root.view.window === window.window)
    XCTAssertEqual(log.events, ["root:viewDidLoad", "root:viewWillAppear", "root:viewDidAppear"])
  }

  @MainActor func testPresentPresentsOnTopOfWhatTheWindowShows() async {
    let window = TestWindow()
    let first = UIViewController()
    let second = UIViewController()

    await window.present(first)
    await window.present(second)

    XCTAssertTrue(window.rootViewController.presentedViewController === first)
    XCTAssertTrue(first.presentedViewController === second)
    XCTAssertTrue(second.presentingViewController === first)
  }

  @MainActor func testWindowIsReleasedWithItsControllers() async {
    weak var root: UIViewController?
    weak var presented: UIViewController?

    await {
      let window = TestWindow()
      let modal = UIViewController()
      await window.present(modal)
      root = window.rootViewController
      presented = modal
    }()

    XCTAssertNil(root)
    XCTAssertNil(presented)
  }
}
