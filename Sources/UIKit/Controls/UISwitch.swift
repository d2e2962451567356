import Foundation

/// UIKit's `UISwitch` where UIKit does not exist: an on/off control.
///
/// A user's turn flips ``isOn`` and sends ``UIControl/Event/valueChanged``; in tests, set ``isOn`` (or call
/// ``setOn(_:animated:)``) and then ``UIControl/sendActions(for:)`` with `.valueChanged`, as the user's turn
/// does. Setting the value in code sends no event.
@MainActor
open class UISwitch: UIControl {
  /// How a switch is drawn.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Style: Int, Sendable {
    /// The platform's choice.
    case automatic
    /// A checkbox (Mac).
    case checkbox
    /// A sliding switch.
    case sliding
  }

  /// Whether the switch is on (`false` by default); setting it sends no event.
  open var isOn = false

  /// The color of the track when on; `nil` is the system green.
  open var onTintColor: UIColor?

  /// The color of the thumb; `nil` is the system default.
  open var thumbTintColor: UIColor?

  /// The style asked for.
  open var preferredStyle = Style.automatic

  /// The style shown (sliding on iPhone).
  open var style: Style { .sliding }

  /// Turns the switch on or off without sending an event. UIKit: "Setting the switch to either position doesn’t
  /// result in an action message being sent."
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}
