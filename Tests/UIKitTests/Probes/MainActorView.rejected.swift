// expected-error: main actor-isolated property 'view' can not be referenced from a nonisolated context
import UIKit

/// Reading a controller's view off the main actor.
nonisolated func backgroundColor(of controller: UIViewController) -> UIColor? {
  controller.view.backgroundColor
}
