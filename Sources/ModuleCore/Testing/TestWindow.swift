#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// A window for tests: puts a root view controller on screen, performs navigation the way an app's user and
  /// code do, and waits until UIKit finished it.
  ///
  /// UIKit does much of its work later than the call that asks for it: a push or pop happens in the navigation
  /// controller's next layout pass, a window's root appears once the window is on screen, an animated transition
  /// ends after its animation, and a presentation's completion runs after the presented controller appeared. A test
  /// that pushes and asserts on the next line asserts too early. Each method here returns once UIKit finished what
  /// it asked for, and ``settle()`` waits for what the code under test asked for by itself (a router that pops, a
  /// presenter that dismisses). Every method uses public UIKit API only, so a test means the same on a simulator
  /// and where UIKit does not exist.
  ///
  /// The window never relies on a host app: in a test bundle without one there are no window scenes, and the
  /// window is made with a phone-sized frame. Call ``close()`` when the test ends, so the window leaves the screen:
  ///
  /// ```swift
  /// let window = await TestWindow()
  /// addTeardownBlock { window.close() }  // Swift Testing: defer { window.close() }
  /// await window.present(viewController)
  /// viewController.closeButton.sendActions(for: .primaryActionTriggered)
  /// await window.settle()
  /// XCTAssertEqual(output.closeCount, 1)
  /// ```
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  public final class TestWindow {
    /// The window, attached to the app's first window scene when the tests run in an app.
    public let window: UIWindow

    /// The controller at the root of the window.
    public let rootViewController: UIViewController

    /// Creates a key, visible window whose root is `rootViewController`, and returns once the root has appeared
    /// (its `viewDidAppear(_:)` ran).
    public init(rootViewController: UIViewController = UIViewController()) async {
      window = Self.makeWindow()
      self.rootViewController = rootViewController
      window.rootViewController = rootViewController
      window.makeKeyAndVisible()
      await settle(until: { rootViewController.viewIfLoaded?.window != nil })
    }

    /// The controller presented last, or the root controller when nothing is presented.
    public var topViewController: UIViewController {
      var top = rootViewController
      while let presented = top.presentedViewController { top = presented }
      return top
    }

    /// Pushes `viewController` onto `navigationController`'s stack and returns once it has appeared.
    public func push(
      _ viewController: UIViewController, on navigationController: UINavigationController, animated: Bool = false
    ) async {
      await settle()
      navigationController.pushViewController(viewController, animated: animated)
      await settle(until: { viewController.viewIfLoaded?.window != nil })
    }

    /// Pops the top controller off `navigationController`'s stack and returns it once the pop finished (the popped
    /// controller's `viewDidDisappear(_:)` ran); `nil`, at once, when the stack holds only its root.
    @discardableResult
    public func pop(_ navigationController: UINavigationController, animated: Bool = false) async -> UIViewController? {
      await settle()
      let popped = navigationController.popViewController(animated: animated)
      guard let popped else { return nil }
      await settle(until: { popped.viewIfLoaded?.window == nil })
      return popped
    }

    /// Presents `viewController` on top of what the window shows (the root controller or the controller presented
    /// last) and returns once it is presented and has appeared, after the presentation's completion; returns at once
    /// when UIKit refuses the presentation, so assert on `presentedViewController` afterwards.
    public func present(_ viewController: UIViewController, animated: Bool = false) async {
      await settle()
      let top = topViewController
      var isCompleted = false
      top.present(viewController, animated: animated) { isCompleted = true }
      guard top.presentedViewController === viewController else { return }
      await settle(until: { isCompleted })
    }

    /// Dismisses the presentation that shows `viewController` (the presented controller or one inside it), with
    /// every presentation above it, and returns once the dismissal finished (after its completion). Nothing happens
    /// when `viewController` is not presented.
    public func dismiss(_ viewController: UIViewController, animated: Bool = false) async {
      await settle()
      var presented = viewController
      while let parent = presented.parent { presented = parent }
      guard let presenter = presented.presentingViewController else { return }
      var isCompleted = false
      presenter.dismiss(animated: animated) { isCompleted = true }
      await settle(until: { isCompleted })
    }

    /// Returns once UIKit performed everything pending in the window: deferred pushes, pops, presentations and
    /// dismissals, the layout pass that performs them, and the completions of their transitions.
    ///
    /// Call it after the code under test navigates by itself, before asserting on what it did.
    public func settle() async {
      await settle(until: { true })
    }

    /// Takes the window off screen: it is hidden and no longer key. Calling it again does nothing.
    public func close() {
      guard !window.isHidden else { return }
      window.isHidden = true
    }

    /// A window in the app's first window scene when the process is an app that has one, else a window with a
    /// phone-sized frame; the shared application is not touched unless the process is an app.
    private static func makeWindow() -> UIWindow {
      let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      guard Bundle.main.bundleURL.pathExtension == "app",
        let scene = UIApplication.shared.connectedScenes.lazy.compactMap({ $0 as? UIWindowScene }).first
      else { return UIWindow(frame: frame) }
      return UIWindow(windowScene: scene)
    }
  }
#endif
