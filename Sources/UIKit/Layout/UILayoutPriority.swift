import Foundation

/// How much Auto Layout cares about a constraint or a content priority: 1000 (``required``) must hold, lower
/// values are traded off, higher first. As in UIKit, priorities compare and take arithmetic with their raw value
/// (`.defaultHigh - 1`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value, from 0 to 1000.
  public let rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A constraint that must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority with which a button resists compressing its content (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// For a drag that may resize the window's scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The window's scene staying the same size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// For a drag that does not resize the window's scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority with which a button hugs its content horizontally (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority with which a view wants to match the target size of a fitting-size computation (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether `lhs` is lower than `rhs`.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `lhs` raised by `rhs`: `.defaultLow + 1`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue + rhs)
  }

  /// `rhs` raised by `lhs`.
  public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs + rhs.rawValue)
  }

  /// `lhs` lowered by `rhs`: `.required - 1`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(rawValue: lhs.rawValue - rhs)
  }

  /// The difference between `lhs` and `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float { lhs.rawValue - rhs.rawValue }

  /// Raises `lhs` by `rhs`.
  public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs + rhs }

  /// Lowers `lhs` by `rhs`.
  public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs - rhs }
}
