import Foundation

/// UIKit's `UIFont` where UIKit does not exist: a font known by name, size, weight and text style (it measures and
/// draws nothing).
///
/// Two fonts are equal when they have the same name, size, weight and text style, so a test can assert
/// `label.font == .preferredFont(forTextStyle: .headline)`. Text-style fonts have the sizes of the default (Large)
/// content size category.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's full name (`.SFUI-Semibold` for the system font in semibold).
  public let fontName: String
  /// The font's family name.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight the font was made with (`regular` for a font made by name).
  let weight: Weight
  /// The text style a preferred font was made for.
  let textStyle: TextStyle?

  init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    super.init()
  }

  /// The font named `fontName` at `fontSize` points (every name is found here; UIKit answers `nil` for a font that
  /// is not installed).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, familyName: fontName, pointSize: fontSize, weight: .regular, textStyle: nil)
  }

  /// The font for `style` at the user's preferred text size (the default size in the stand-in).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let weight: Weight = style == .headline ? .semibold : .regular
    return system(size: style.defaultPointSize, weight: weight, textStyle: style)
  }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .regular, textStyle: nil)
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(size: fontSize, weight: weight, textStyle: nil)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .bold, textStyle: nil)
  }

  /// The italic system font at `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: ".SFUI-Italic", familyName: systemFamilyName, pointSize: fontSize, weight: .regular, textStyle: nil)
  }

  /// The system font with digits of equal width, at `fontSize` points and `weight`.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(size: fontSize, weight: weight, textStyle: nil, design: "MonospacedDigit")
  }

  /// The monospaced system font at `fontSize` points and `weight`.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(size: fontSize, weight: weight, textStyle: nil, design: "Mono")
  }

  /// The same font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, textStyle: textStyle)
  }

  /// The size of the standard system font (14 points).
  public static let systemFontSize: CGFloat = 14
  /// The size of the small system font (12 points).
  public static let smallSystemFontSize: CGFloat = 12
  /// The size of label text (17 points).
  public static let labelFontSize: CGFloat = 17
  /// The size of button text (18 points).
  public static let buttonFontSize: CGFloat = 18

  /// Whether `object` is a font with the same name, size, weight and text style.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
      && textStyle == other.textStyle
  }

  /// A hash consistent with ``isEqual(_:)``.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(textStyle)
    return hasher.finalize()
  }

  private static let systemFamilyName = ".SF UI"

  private static func system(size: CGFloat, weight: Weight, textStyle: TextStyle?, design: String = "") -> UIFont {
    UIFont(
      fontName: ".SFUI\(design)-\(weight.name)",
      familyName: systemFamilyName, pointSize: size, weight: weight, textStyle: textStyle)
  }
}
