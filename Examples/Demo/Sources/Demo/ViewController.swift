// Xcode's app template declares a class of this name; generated modules name UIKit's
// `UIViewController`, so they never mistake this one for it.
import UIKit

/// The app's own root screen.
final class ViewController: UIViewController {
  /// The title the screen shows.
  let screenTitle = "Demo"
}
