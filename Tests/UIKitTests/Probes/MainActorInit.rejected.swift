// expected-error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context
import UIKit

/// Creating a controller off the main actor.
nonisolated func makeController() -> UIViewController {
  UIViewController()
}
