// expected: no errors
import UIKit

/// A view with an initializer of its own and the `init?(coder:)` NSCoding requires.
final class BadgeView: UIView {
  private let count: Int

  init(count: Int) {
    self.count = count
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}
