// expected: no errors
import UIKit

/// A controller with an initializer of its own and the `init?(coder:)` NSCoding requires.
final class GreetingViewController: UIViewController {
  private let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}
