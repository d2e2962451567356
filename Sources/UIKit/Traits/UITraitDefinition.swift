import Foundation

/// A trait: a key of trait collections and trait overrides, with the value an environment has when nothing sets
/// it; UIKit's `UITraitDefinition` (iOS 17).
@available(iOS 17.0, *)
public protocol UITraitDefinition {
  /// The type of the trait's values.
  associatedtype Value
  /// The value when no environment sets the trait.
  static var defaultValue: Value { get }
  /// A unique identifier of the trait.
  static var identifier: String { get }
  /// The trait's name, for debugging.
  static var name: String { get }
  /// Whether a change of the trait changes how dynamic colors resolve.
  static var affectsColorAppearance: Bool { get }
}

/// A trait, named by its definition type (UIKit's `UITrait`).
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

@available(iOS 17.0, *)
extension UITraitDefinition {
  /// The definition type's name.
  public static var identifier: String { String(reflecting: Self.self) }

  /// The definition type's name.
  public static var name: String { String(describing: Self.self) }

  /// `false`: a trait does not affect colors unless its definition says so.
  public static var affectsColorAppearance: Bool { false }
}
