import Foundation

/// UIKit's `UITrackingLayoutGuide` where UIKit does not exist: a layout guide that moves with something the system
/// shows, such as the keyboard.
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}
