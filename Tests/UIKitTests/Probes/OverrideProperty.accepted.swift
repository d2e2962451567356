// expected: no errors
import UIKit

/// UIKit's Objective-C properties are open to subclasses in other modules.
final class RecordingController: UIViewController {
  override var isViewLoaded: Bool { super.isViewLoaded }
  override var navigationController: UINavigationController? { super.navigationController }
  override var presentingViewController: UIViewController? { super.presentingViewController }
  override func loadViewIfNeeded() { super.loadViewIfNeeded() }
}

/// A navigation controller subclass may override its stack's accessors.
final class RecordingNavigationController: UINavigationController {
  override var topViewController: UIViewController? { super.topViewController }
}
