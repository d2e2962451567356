// expected-error: 'ImageActor'
import UIKit

/// A global actor other than the main actor.
@globalActor actor ImageActor {
  static let shared = ImageActor()
}

/// An action whose handler is isolated to another global actor.
@MainActor func makeAction() -> UIAction {
  let handler: @ImageActor (UIAction) -> Void = { _ in }
  return UIAction(title: "Reload", handler: handler)
}
