import Foundation

/// UIKit's `UIColor` where UIKit does not exist: a named color (the system colors, asset colors) or red, green, blue
/// and alpha components; it draws nothing.
///
/// Two colors are equal when they have the same name and components, so a test can assert
/// `view.backgroundColor == .systemBackground`.
open class UIColor: NSObject, @unchecked Sendable {
  /// The system or asset color's name (`systemBackground`…), or `nil` for a color made from components (the
  /// stand-in's own record; UIKit does not expose it).
  let name: String?
  /// The red, green, blue and alpha components of a color made from components (a named color has only its alpha;
  /// the stand-in's own record).
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  private init(name: String?, components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
    self.name = name
    self.components = components
    super.init()
  }

  private convenience init(name: String) {
    self.init(name: name, components: (0, 0, 0, 1))
  }

  /// A color with the given components, each from 0 to 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: nil, components: (red, green, blue, alpha))
  }

  /// A gray with `white` (0 is black, 1 is white) and `alpha`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(name: nil, components: (white, white, white, alpha))
  }

  /// The color named `name` in the app's asset catalog (every name is found here; UIKit answers `nil` for a name
  /// the catalog does not have).
  public convenience init?(named name: String) {
    self.init(name: name)
  }

  /// The same color with `alpha` as its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(name: name, components: (components.red, components.green, components.blue, alpha))
  }

  /// Whether `object` is a color with the same name, or the same components.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return name == other.name && components == other.components
  }

  /// A hash consistent with ``isEqual(_:)``.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(name)
    hasher.combine(components.red)
    hasher.combine(components.green)
    hasher.combine(components.blue)
    hasher.combine(components.alpha)
    return hasher.finalize()
  }

  /// The background of a screen.
  public static let systemBackground = UIColor(name: "systemBackground")
  /// The background of content inside a screen.
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  /// The background of content inside secondary content.
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
  /// The background of a grouped list screen.
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  /// The background of a grouped list's cells.
  public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
  /// The background of content inside a grouped list's cells.
  public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
  /// Primary text.
  public static let label = UIColor(name: "label")
  /// Secondary text.
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  /// Tertiary text.
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
  /// Quaternary text.
  public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
  /// Placeholder text in controls.
  public static let placeholderText = UIColor(name: "placeholderText")
  /// Links.
  public static let link = UIColor(name: "link")
  /// Thin separators that let content show through.
  public static let separator = UIColor(name: "separator")
  /// Opaque separators.
  public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
  /// The fill of thin, small shapes.
  public static let systemFill = UIColor(name: "systemFill")
  /// The fill of medium-size shapes.
  public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
  /// The fill of large shapes.
  public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
  /// The fill of large areas with complex content.
  public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
  /// The app's or the hierarchy's tint color.
  public static let tintColor = UIColor(name: "tintColor")
  /// The default tint.
  public static let systemBlue = UIColor(name: "systemBlue")
  /// A destructive action or an error.
  public static let systemRed = UIColor(name: "systemRed")
  /// Success, or an on switch.
  public static let systemGreen = UIColor(name: "systemGreen")
  /// A warning.
  public static let systemOrange = UIColor(name: "systemOrange")
  /// Yellow.
  public static let systemYellow = UIColor(name: "systemYellow")
  /// Pink.
  public static let systemPink = UIColor(name: "systemPink")
  /// Purple.
  public static let systemPurple = UIColor(name: "systemPurple")
  /// Teal.
  public static let systemTeal = UIColor(name: "systemTeal")
  /// Indigo.
  public static let systemIndigo = UIColor(name: "systemIndigo")
  /// Mint.
  public static let systemMint = UIColor(name: "systemMint")
  /// Cyan.
  public static let systemCyan = UIColor(name: "systemCyan")
  /// Brown.
  public static let systemBrown = UIColor(name: "systemBrown")
  /// The base gray.
  public static let systemGray = UIColor(name: "systemGray")
  /// A second-level gray.
  public static let systemGray2 = UIColor(name: "systemGray2")
  /// A third-level gray.
  public static let systemGray3 = UIColor(name: "systemGray3")
  /// A fourth-level gray.
  public static let systemGray4 = UIColor(name: "systemGray4")
  /// A fifth-level gray.
  public static let systemGray5 = UIColor(name: "systemGray5")
  /// A sixth-level gray.
  public static let systemGray6 = UIColor(name: "systemGray6")
  /// Fully transparent.
  public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Black.
  public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// White.
  public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  /// Gray (half white).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
}
