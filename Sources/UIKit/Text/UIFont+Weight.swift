import Foundation

extension UIFont {
  /// A font weight, from ultra light (-0.8) to black (0.62); regular is 0.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    /// The weight's value.
    public let rawValue: CGFloat
    /// The weight `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The weight `rawValue`.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultra light.
    public static let ultraLight = Weight(-0.8)
    /// Thin.
    public static let thin = Weight(-0.6)
    /// Light.
    public static let light = Weight(-0.4)
    /// Regular.
    public static let regular = Weight(0)
    /// Medium.
    public static let medium = Weight(0.23)
    /// Semibold.
    public static let semibold = Weight(0.3)
    /// Bold.
    public static let bold = Weight(0.4)
    /// Heavy.
    public static let heavy = Weight(0.56)
    /// Black.
    public static let black = Weight(0.62)

    /// Whether `lhs` is lower than `rhs`.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `lhs` raised by `rhs`.
    public static func + (lhs: Weight, rhs: CGFloat) -> Weight { Weight(rawValue: lhs.rawValue + rhs) }

    /// `rhs` raised by `lhs`.
    public static func + (lhs: CGFloat, rhs: Weight) -> Weight { Weight(rawValue: lhs + rhs.rawValue) }

    /// `lhs` lowered by `rhs`.
    public static func - (lhs: Weight, rhs: CGFloat) -> Weight { Weight(rawValue: lhs.rawValue - rhs) }

    /// The difference between `lhs` and `rhs`.
    public static func - (lhs: Weight, rhs: Weight) -> CGFloat { lhs.rawValue - rhs.rawValue }

    /// Raises `lhs` by `rhs`.
    public static func += (lhs: inout Weight, rhs: CGFloat) { lhs = lhs + rhs }

    /// Lowers `lhs` by `rhs`.
    public static func -= (lhs: inout Weight, rhs: CGFloat) { lhs = lhs - rhs }

    /// The weight's name in a system font's name.
    var name: String {
      let names: [Weight: String] = [
        .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
      ]
      return names[self] ?? "Weight\(rawValue)"
    }
  }
}
