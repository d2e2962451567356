import Foundation

/// UIKit's `UISwitch` where UIKit does not exist: an on/off control.
///
/// A user's turn flips ``isOn`` and sends ``UIControl/Event/valueChanged``; in tests, set ``isOn`` (or call
/// ``setOn(_:animated:)``) and then ``UIControl/sendActions(for:)`` with `.valueChanged`, as the user's turn
/// does. Setting the value in code sends no event.
@MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false

  /// The color of the track when on; `nil` is the system green.
  open var onTintColor: UIColor?

  /// Turns the switch on or off without sending an event.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}
