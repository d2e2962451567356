import Foundation

extension UIFont {
  /// A semantic text style (body, headline, caption…) whose size follows the user's preferred text size.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// The style named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The largest title (34 points at the default size).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title (28 points).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title (22 points).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title (20 points).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading (17 points, semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheading (15 points).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text (17 points).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout (16 points).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote (13 points).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A standard caption (12 points).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// An alternate caption (11 points).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size at the default (Large) content size category.
    var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }
}
