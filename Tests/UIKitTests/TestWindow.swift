import UIKit

/// A key, visible window holding a root controller, for the stand-in's tests (ModuleCore's `TestWindow`
/// does the same for modules' tests).
@MainActor
final class TestWindow {
  /// The window.
  let window: UIWindow
  /// The controller at the root of the window.
  let rootViewController: UIViewController

  /// Shows `rootViewController` in a new key window and returns once it appeared.
  init(rootViewController: UIViewController = UIViewController()) async {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    self.rootViewController = rootViewController
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    await settle()
  }

  /// Presents `viewController` on the topmost presented controller, without animation, and returns once the
  /// presentation finished (at once when it is refused).
  func present(_ viewController: UIViewController) async {
    var top = rootViewController
    while let presented = top.presentedViewController { top = presented }
    top.present(viewController, animated: false)
    await settle()
  }
}

/// Returns once the main queue turned a few times: the stand-in's deferred transitions (the layout pass, and the
/// end of an animated transition on the turn after) have run.
@MainActor
func settle() async {
  for _ in 0..<4 {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }
}
