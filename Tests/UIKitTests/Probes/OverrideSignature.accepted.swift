// expected: no errors
import UIKit

/// The appearance callbacks are overridden with UIKit's signatures, calling `super`.
final class LoadingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
  }
}
