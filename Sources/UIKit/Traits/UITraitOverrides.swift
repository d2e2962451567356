import Foundation

/// The traits an object sets for itself and its descendants, over those it inherits; UIKit's `UITraitOverrides`
/// (iOS 17), the value of a view's or view controller's `traitOverrides`.
///
/// Reading a trait that is not overridden answers its definition's default value.
@available(iOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
  /// The overridden values, by trait.
  private(set) var values: [ObjectIdentifier: Any] = [:]

  /// The overrides `values` (UIKit makes them; code gets them from `traitOverrides`).
  init(values: [ObjectIdentifier: Any] = [:]) {
    self.values = values
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    values[ObjectIdentifier(trait)] != nil
  }

  /// Stops overriding `trait`: the object inherits it again.
  public mutating func remove(_ trait: UITrait) {
    values[ObjectIdentifier(trait)] = nil
  }

  /// The overridden value of `trait`; setting it overrides the trait.
  public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
    get { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
    set { values[ObjectIdentifier(trait)] = newValue }
  }
}
