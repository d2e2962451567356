import Foundation

/// UIKit's `UIContentView` where UIKit does not exist: a view that shows a ``UIContentConfiguration``.
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration` (then a cell hands it over instead of making a new view).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the same type as the one shown (UIKit's behaviour when a content view does not
  /// implement this method).
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}
