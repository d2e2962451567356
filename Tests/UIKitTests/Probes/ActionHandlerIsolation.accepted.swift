// expected: no errors
import UIKit

/// An action whose handler, written on the main actor, updates a view.
@MainActor func makeAction(for controller: UIViewController) -> UIAction {
  UIAction(title: "Reload") { _ in
    controller.view.backgroundColor = .systemRed
  }
}
