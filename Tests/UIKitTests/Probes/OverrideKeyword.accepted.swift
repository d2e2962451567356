// expected: no errors
import UIKit

/// `loadView` and `viewDidLoad` are open: a subclass overrides them.
final class ProfileViewController: UIViewController {
  override func loadView() {
    view = UIView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}
