import UIKit

/// A window for tests: puts a root view controller on screen, so presenting from it works as in an app.
///
/// UIKit presents only from a controller whose view is in a window, and a window shows only in a scene; a
/// test that presents from a controller built on its own sees UIKit refuse, and then asserts nothing. (Where
/// UIKit does not exist there are no scenes, and the window is made with a phone-sized frame.) Build the
/// window in the test, present with ``present(_:)``, assert that the presentation happened, then exercise the
/// code under test. The window is released with this object.
@available(iOSApplicationExtension, unavailable)
@MainActor
public final class TestWindow {
  /// The window, attached to the app's first window scene when there is one.
  public let window: UIWindow

  /// The controller at the root of the window.
  public let rootViewController: UIViewController

  /// Creates a key, visible window whose root is `rootViewController`.
  public init(rootViewController: UIViewController = UIViewController()) {
    let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
    window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    self.rootViewController = rootViewController
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
  }

  /// Presents `viewController` without animation on top of what the window shows (the root controller or
  /// the controller presented last) and returns once the presentation finished; returns at once when UIKit
  /// refuses it, so assert on `presentedViewController` afterwards.
  public func present(_ viewController: UIViewController) async {
    var top = rootViewController
    while let presented = top.presentedViewController { top = presented }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      var isResumed = false
      func resume() {
        guard !isResumed else { return }
        isResumed = true
        continuation.resume()
      }
      top.present(viewController, animated: false) { resume() }
      if top.presentedViewController !== viewController { resume() }
    }
  }
}
