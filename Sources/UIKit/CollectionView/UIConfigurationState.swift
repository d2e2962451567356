import Foundation

/// UIKit's `UIConfigurationState` where UIKit does not exist: the state of a view that content and background
/// configurations are updated for (``UIContentConfiguration/updated(for:)``).
///
/// The UIKit stand-in has no trait collections and no custom state keys.
@MainActor
public protocol UIConfigurationState {}
