import Foundation

/// UIKit's `UIConfigurationState` where UIKit does not exist: the state of a view that content and background
/// configurations are updated for (``UIContentConfiguration/updated(for:)``), with UIKit's requirements: a trait
/// collection and custom states by key.
///
/// The UIKit stand-in's trait collections are empty.
public protocol UIConfigurationState {
  /// A state for `traitCollection`.
  init(traitCollection: UITraitCollection)

  /// The traits the state was made for.
  var traitCollection: UITraitCollection { get set }

  /// The app's own state stored under `key`.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app-defined state in a ``UIConfigurationState``.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's text.
  public let rawValue: String
  /// A key with `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A key with `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
