import Foundation

/// The user's preferred text size (Dynamic Type), from extra small to the five accessibility sizes; UIKit's
/// `UIContentSizeCategory`.
///
/// The constants carry the SDK's raw values. ``large`` is iOS's default setting; ``unspecified`` is what an
/// empty trait collection answers.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
  /// The category's name.
  public let rawValue: String

  /// The category named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preferred size: what a trait collection without the trait answers.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// A large size.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A larger size.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest size that is not an accessibility size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A large accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// A larger accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// An even larger accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the user changes the preferred text size (the stand-in has no Settings app: it never posts it).
  public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")

  /// The categories from smallest to largest; their index is their rank in comparisons.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
}

@available(iOS 11.0, *)
extension UIContentSizeCategory {
  /// Whether the category is one of the five accessibility sizes (``accessibilityMedium`` and larger).
  public var isAccessibilityCategory: Bool {
    rank >= Self.ordered.firstIndex(of: .accessibilityMedium) ?? 0
  }

  /// Whether `left` is a smaller text size than `right`. The stand-in ranks ``unspecified`` (and any category it
  /// does not know) below ``extraSmall``.
  public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank < right.rank
  }

  /// Whether `left` is a text size no larger than `right`.
  public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank <= right.rank
  }

  /// Whether `left` is a larger text size than `right`.
  public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank > right.rank
  }

  /// Whether `left` is a text size no smaller than `right`.
  public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank >= right.rank
  }

  /// The category's place from smallest (0) to largest; -1 for ``unspecified`` and unknown categories.
  private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }
}

@available(iOS 17.0, *)
extension UIContentSizeCategory: Comparable {}
