// expected-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'
import UIKit

/// A view with an initializer of its own but no `init?(coder:)`.
final class BadgeView: UIView {
  private let count: Int

  init(count: Int) {
    self.count = count
    super.init(frame: .zero)
  }
}
