import Foundation

/// The trait of the user's preferred text size; UIKit's `UITraitPreferredContentSizeCategory` (iOS 17).
@available(iOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// The category of an environment that does not set one: ``UIContentSizeCategory/unspecified``.
  public static let defaultValue = UIContentSizeCategory.unspecified
  /// The trait's name.
  public static let name = "PreferredContentSizeCategory"
  /// The trait's identifier.
  public static let identifier = "UITraitPreferredContentSizeCategory"
  /// `false`: the text size does not change colors.
  public static let affectsColorAppearance = false
  /// The trait's values.
  public typealias Value = UIContentSizeCategory
}
