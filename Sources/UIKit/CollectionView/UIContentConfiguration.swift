import Foundation

/// UIKit's `UIContentConfiguration` where UIKit does not exist: a description of a cell's content (texts, image)
/// that makes the view showing it.
///
/// Setting it as a cell's ``UICollectionViewCell/contentConfiguration`` puts the view it makes in place of the
/// cell's content view, or hands the configuration to the content view already there when that view supports it.
public protocol UIContentConfiguration {
  /// Makes a content view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// This configuration as it should look in `state` (a cell's selected or highlighted state).
  func updated(for state: any UIConfigurationState) -> Self
}
