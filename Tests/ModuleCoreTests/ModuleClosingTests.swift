#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// Where `ModuleClosing` takes a module, for each way it can be shown.
  final class ModuleClosingTests: XCTestCase {
    /// A module pushed above another controller is popped back to that controller.
    @MainActor func testPushedModuleIsPopped() async {
      let root = UIViewController()
      let middle = UIViewController()
      let module = UIViewController()
      let above = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      navigation.setViewControllers([root, middle, module, above], animated: false)
      let window = await TestWindow(rootViewController: navigation)
      addTeardownBlock { window.close() }
      var completed = false

      guard case .pop(let target, let container) = ModuleClosing.route(for: module) else {
        return XCTFail("\(ModuleClosing.route(for: module))")
      }
      ModuleClosing.close(module, animated: true) { completed = navigation.viewControllers == [root, middle] }
      await window.settle()

      XCTAssertTrue(target === middle)
      XCTAssertTrue(container === navigation)
      XCTAssertTrue(completed)
      XCTAssertTrue(window.rootViewController === navigation)
    }

    /// A presented module is dismissed by its presenter, with what it presents in turn; the completion runs once the
    /// module is off screen.
    @MainActor func testPresentedModuleIsDismissedWithWhatItPresents() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let module = UIViewController()
      let alert = UIViewController()
      await window.present(module)
      await window.present(alert)
      var windowHadModule: Bool?

      guard case .dismiss(let presenter) = ModuleClosing.route(for: module) else {
        return XCTFail("\(ModuleClosing.route(for: module))")
      }
      ModuleClosing.close(module) { windowHadModule = module.view.window != nil }
      await window.settle()

      XCTAssertTrue(presenter === window.rootViewController)
      XCTAssertEqual(windowHadModule, false)
      XCTAssertNil(window.rootViewController.presentedViewController)
    }

    /// A module at the root of a presented navigation controller is dismissed with the navigation controller.
    @MainActor func testRootOfAPresentedNavigationControllerIsDismissedWithIt() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let module = UIViewController()
      let navigation = UINavigationController(rootViewController: module)
      await window.present(navigation)
      var completed = false

      ModuleClosing.close(module) { completed = true }
      await window.settle()

      XCTAssertTrue(completed)
      XCTAssertNil(window.rootViewController.presentedViewController)
    }

    /// A module pushed in a presented navigation controller is popped; the navigation controller stays presented.
    @MainActor func testPushedInAPresentedNavigationControllerIsOnlyPopped() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let root = UIViewController()
      let module = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      navigation.pushViewController(module, animated: false)
      await window.settle()
      await window.present(navigation)

      ModuleClosing.close(module) {}
      await window.settle()

      XCTAssertEqual(navigation.viewControllers, [root])
      XCTAssertTrue(window.rootViewController.presentedViewController === navigation)
    }

    /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
    /// was, this property contains the view controller that presented the ancestor." A module embedded in a presented
    /// container has one, yet closing it must not dismiss the container: the completion runs at once and the owner
    /// removes the child.
    @MainActor func testEmbeddedInAPresentedContainerIsLeftToItsOwner() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let container = UIViewController()
      let module = UIViewController()
      ModuleEmbedding.embed(module, in: container)
      await window.present(container)
      XCTAssertTrue(module.presentingViewController === window.rootViewController)
      var completed = false

      guard case .owner = ModuleClosing.route(for: module) else {
        return XCTFail("\(ModuleClosing.route(for: module))")
      }
      ModuleClosing.close(module) { completed = true }
      await window.settle()

      XCTAssertTrue(completed)
      XCTAssertTrue(window.rootViewController.presentedViewController === container)
      XCTAssertTrue(module.parent === container)
    }

    /// A module embedded in a navigation controller that is itself a child of a presented container is the
    /// container's business too: the completion runs at once, nothing is dismissed.
    @MainActor func testRootOfAnEmbeddedNavigationControllerIsLeftToItsOwner() async {
      let window = await TestWindow()
      addTeardownBlock { window.close() }
      let container = UIViewController()
      let module = UIViewController()
      ModuleEmbedding.embed(UINavigationController(rootViewController: module), in: container)
      await window.present(container)
      var completed = false

      ModuleClosing.close(module) { completed = true }
      await window.settle()

      XCTAssertTrue(completed)
      XCTAssertTrue(window.rootViewController.presentedViewController === container)
    }

    /// The root of a window, alone or at the root of the window's navigation controller, is left where it is.
    @MainActor func testRootOfAWindowIsLeftToItsOwner() async {
      let module = UIViewController()
      let navigated = UIViewController()
      let window = await TestWindow(rootViewController: module)
      addTeardownBlock { window.close() }
      let otherWindow = await TestWindow(rootViewController: UINavigationController(rootViewController: navigated))
      var completions = 0

      ModuleClosing.close(module) { completions += 1 }
      await window.settle()
      ModuleClosing.close(navigated) { completions += 1 }
      await window.settle()

      XCTAssertEqual(completions, 2)
      XCTAssertTrue(window.rootViewController === module)
      XCTAssertTrue(navigated.navigationController === otherWindow.rootViewController)
    }

    /// A module whose view controller was already released only calls the completion.
    @MainActor func testReleasedViewControllerOnlyCompletes() async {
      var completed = false

      ModuleClosing.close(nil) { completed = true }

      XCTAssertTrue(completed)
    }
  }
#endif
