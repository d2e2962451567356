// expected: no errors
import UIKit

/// Reading a controller's view on the main actor, and from a nonisolated function by hopping there.
@MainActor func backgroundColor(of controller: UIViewController) -> UIColor? {
  controller.view.backgroundColor
}

nonisolated func backgroundColorLater(of controller: UIViewController) async -> UIColor? {
  await controller.view.backgroundColor
}
