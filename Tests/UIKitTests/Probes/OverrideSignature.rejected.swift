// expected-error: method does not override any method from its superclass
import UIKit

/// `viewWillAppear` takes whether the appearance is animated; without the parameter nothing is overridden.
final class LoadingViewController: UIViewController {
  override func viewWillAppear() {
    super.viewWillAppear(false)
  }
}
