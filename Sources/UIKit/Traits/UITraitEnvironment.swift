import Foundation

/// An object with a trait collection, inherited through the view and view controller hierarchy; UIKit's
/// `UITraitEnvironment`, adopted by `UIView` and `UIViewController`.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits of the object's environment.
  var traitCollection: UITraitCollection { get }
}
