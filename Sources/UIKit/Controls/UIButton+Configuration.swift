import Foundation

extension UIButton {
  /// A button's appearance and content (title, subtitle, image, colors, insets), made from one of the system styles:
  /// ``plain()``, ``tinted()``, ``gray()``, ``filled()``, ``borderless()``, ``bordered()``, ``borderedTinted()``,
  /// ``borderedProminent()``. The stand-in draws nothing; it keeps the values for tests to read.
  public struct Configuration: Hashable {
    /// The system style a configuration was made from.
    enum Style: Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The shape of the button's corners.
    #if hasAttribute(nonexhaustive)
      @nonexhaustive
    #endif
    public enum CornerStyle: Hashable {
      /// From the button's size.
      case dynamic
      /// Exactly the background's corner radius.
      case fixed
      /// Small rounded corners.
      case small
      /// Medium rounded corners.
      case medium
      /// Large rounded corners.
      case large
      /// Fully rounded (a capsule).
      case capsule
    }

    /// The button's size class.
    #if hasAttribute(nonexhaustive)
      @nonexhaustive
    #endif
    public enum Size: Hashable {
      /// The smallest.
      case mini
      /// Small.
      case small
      /// Medium (the default).
      case medium
      /// Large.
      case large
    }

    /// How title and subtitle are aligned.
    #if hasAttribute(nonexhaustive)
      @nonexhaustive
    #endif
    public enum TitleAlignment: Hashable {
      /// From the image placement.
      case automatic
      /// Against the leading edge.
      case leading
      /// Centered.
      case center
      /// Against the trailing edge.
      case trailing
    }

    /// The system style the configuration was made from.
    let style: Style

    /// The title.
    public var title: String?
    /// The text under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The space between the image and the text.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle are aligned.
    public var titleAlignment = TitleAlignment.automatic
    /// The color of the text and image; `nil` is the style's color.
    public var baseForegroundColor: UIColor?
    /// The color of the background; `nil` is the style's color.
    public var baseBackgroundColor: UIColor?
    /// The shape of the corners.
    public var cornerStyle = CornerStyle.dynamic
    /// The size class.
    public var buttonSize = Size.medium
    /// Whether an activity indicator shows in place of the image.
    public var showsActivityIndicator = false
    /// The space between the content and the button's edges.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    init(style: Style) {
      self.style = style
    }

    /// A hash of the configuration's values, consistent with `==`.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(title)
      hasher.combine(subtitle)
      hasher.combine(image)
      hasher.combine(baseForegroundColor)
      hasher.combine(baseBackgroundColor)
      hasher.combine(cornerStyle)
      hasher.combine(buttonSize)
      hasher.combine(showsActivityIndicator)
      hasher.combine(contentInsets.top)
      hasher.combine(contentInsets.leading)
    }

    /// A button with a transparent background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A button with a tinted background color.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A button with a gray background color.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A button with a background filled with the tint color.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered button with a tinted background.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered button filled with the tint color: the prominent action of a screen.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
  }
}
