import Foundation

/// Traits that code can set, read and set by definition type; UIKit's `UIMutableTraits` (iOS 17), adopted by
/// ``UITraitOverrides``.
@available(iOS 17.0, *)
public protocol UIMutableTraits {
  /// The value of `trait`.
  subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition { get set }
}

@available(iOS 17.0, *)
extension UIMutableTraits {
  /// The preferred text size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { self[UITraitPreferredContentSizeCategory.self] }
    set { self[UITraitPreferredContentSizeCategory.self] = newValue }
  }
}
