// expected-error: overriding declaration requires an 'override' keyword
import UIKit

/// `viewDidLoad` is UIKit's: redeclaring it needs `override`.
final class ProfileViewController: UIViewController {
  func viewDidLoad() {}
}
