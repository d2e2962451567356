import Foundation

/// UIKit's `UIListContentView` where UIKit does not exist: the content view a ``UIListContentConfiguration``
/// makes, which a cell puts in place of its content view.
@MainActor
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration

  /// A content view showing `configuration` (a convenience initializer, as in UIKit).
  public convenience init(configuration: UIListContentConfiguration) {
    self.init(listConfiguration: configuration)
  }

  /// The designated initializer, which UIKit's Swift API does not show.
  init(listConfiguration: UIListContentConfiguration) {
    self.listConfiguration = listConfiguration
    super.init(frame: .zero)
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration shown; it must be a ``UIListContentConfiguration`` (UIKit raises for another type, and the
  /// stand-in stops the program).
  public var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let configuration = newValue as? UIListContentConfiguration else {
        preconditionFailure("Invalid configuration type for UIListContentView: \(type(of: newValue)).")
      }
      listConfiguration = configuration
    }
  }

  /// Whether `configuration` is a ``UIListContentConfiguration``.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }
}
