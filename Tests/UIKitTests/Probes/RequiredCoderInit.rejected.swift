// expected-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
import UIKit

/// A controller with an initializer of its own but no `init?(coder:)`.
final class GreetingViewController: UIViewController {
  private let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
}
