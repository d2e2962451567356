import Foundation

/// UIKit's `UIColor` where UIKit does not exist: a named color (the system colors) or red, green, blue and
/// alpha components; it draws nothing.
public final class UIColor: NSObject, Sendable {
  /// The system color's name (`systemBackground`…), or `nil` for a color made from components.
  public let name: String?
  /// The red, green, blue and alpha components of a color made from components.
  public let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  private init(name: String) {
    self.name = name
    self.components = (0, 0, 0, 1)
    super.init()
  }

  /// A color with the given components, each from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.name = nil
    self.components = (red, green, blue, alpha)
    super.init()
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
  /// The background of a grouped list screen.
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  /// The background of content inside a screen.
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  /// The background of a grouped list's cells.
  public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
  /// Primary text.
  public static let label = UIColor(name: "label")
  /// Secondary text.
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  /// A destructive action or an error.
  public static let systemRed = UIColor(name: "systemRed")
  /// The default tint.
  public static let systemBlue = UIColor(name: "systemBlue")
  /// Fully transparent.
  public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Black.
  public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// White.
  public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
}
