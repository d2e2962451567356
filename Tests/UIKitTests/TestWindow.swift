import UIKit

/// A key, visible window holding a root controller, for the stand-in's tests (ModuleCore's `TestWindow`
/// does the same for modules' tests).
@MainActor
final class TestWindow {
  /// The window.
  let window: UIWindow
  /// The controller at the root of the window.
  let rootViewController: UIViewController

  /// Shows `rootViewController` in a new key window.
  init(rootViewController: UIViewController = UIViewController()) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    self.rootViewController = rootViewController
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
  }

  /// Presents `viewController` on the topmost presented controller, without animation.
  func present(_ viewController: UIViewController) async {
    var top = rootViewController
    while let presented = top.presentedViewController { top = presented }
    top.present(viewController, animated: false)
  }
}
