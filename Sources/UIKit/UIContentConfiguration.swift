import Foundation

/// UIKit's `UIContentConfiguration` where UIKit does not exist: a description of a cell's content (texts, image)
/// that makes the view showing it.
///
/// Setting it as a cell's ``UICollectionViewCell/contentConfiguration`` puts the view it makes in place of the
/// cell's content view, or hands the configuration to the content view already there when that view supports it.
@MainActor
public protocol UIContentConfiguration {
  /// Makes a content view showing this configuration.
  func makeContentView() -> any UIView & UIContentView

  /// This configuration as it should look in `state` (a cell's selected or highlighted state).
  func updated(for state: any UIConfigurationState) -> Self
}

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
