// expected: no errors
import UIKit

/// Creating a controller on the main actor.
@MainActor func makeController() -> UIViewController {
  UIViewController()
}
