#if canImport(UIKit) && !os(macOS)
  import ModuleCore
  import UIKit
  import XCTest

  /// A module offers a close item only where closing it dismisses it: presented itself, or as the root of a
  /// presented navigation controller.
  final class ModuleClosingCloseItemTests: XCTestCase {
    @MainActor func testAPresentedModuleOffersAClose() async {
      let window = await TestWindow()
      defer { window.close() }
      let module = UIViewController()

      await window.present(module)

      XCTAssertTrue(ModuleClosing.offersCloseItem(for: module))
    }

    @MainActor func testTheRootOfAPresentedNavigationControllerOffersAClose() async {
      let window = await TestWindow()
      defer { window.close() }
      let module = UIViewController()

      await window.present(UINavigationController(rootViewController: module))

      XCTAssertTrue(ModuleClosing.offersCloseItem(for: module))
    }

    /// Pushed, even in a presented navigation controller: the Back button goes back.
    @MainActor func testAPushedModuleOffersNone() async {
      let root = UIViewController()
      let module = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      navigation.setViewControllers([root, module], animated: false)
      let window = await TestWindow()
      defer { window.close() }

      await window.present(navigation)

      XCTAssertTrue(ModuleClosing.offersCloseItem(for: root))
      XCTAssertFalse(ModuleClosing.offersCloseItem(for: module))
    }

    /// Embedded in a presented container: the container's bar is the one shown, and the container closes it.
    @MainActor func testAnEmbeddedModuleOffersNone() async {
      let window = await TestWindow()
      defer { window.close() }
      let container = UIViewController()
      let module = UIViewController()
      ModuleEmbedding.embed(module, in: container)

      await window.present(container)

      XCTAssertTrue(ModuleClosing.offersCloseItem(for: container))
      XCTAssertFalse(ModuleClosing.offersCloseItem(for: module))
    }

    /// The root of a window, and a module not shown yet, have nowhere to close to.
    @MainActor func testAWindowsRootAndAModuleNotShownOfferNone() async {
      let module = UIViewController()
      XCTAssertFalse(ModuleClosing.offersCloseItem(for: module))

      let window = await TestWindow(rootViewController: UINavigationController(rootViewController: module))

      defer { window.close() }

      XCTAssertFalse(ModuleClosing.offersCloseItem(for: module))
      XCTAssertTrue(module.navigationController === window.rootViewController)
    }
  }
#endif
