import Foundation

/// UIKit's `UIControl` where UIKit does not exist: a view that runs actions for events.
///
/// Actions run for the events they were added for when the control sends them: a user's touch in UIKit,
/// ``sendActions(for:)`` in code and tests. As in UIKit, changing a control's value in code (such as
/// `UISwitch.setOn(_:animated:)`) sends no event.
@MainActor
open class UIControl: UIView {
  /// The events a control sends.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event bits.
    public let rawValue: UInt
    /// Events with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The control's value changed (a switch turned, a slider moved).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A button's primary action was triggered.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control is in.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state bits.
    public let rawValue: UInt
    /// States with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not highlighted or selected.
    public static let normal = State([])
    /// Being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  private var actions: [(action: UIAction, events: Event)] = []

  /// Whether the control responds to touches (a disabled control is drawn dimmed).
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted (being touched).
  open var isHighlighted = false

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Creates a control with `frame`, then adds `primaryAction` for ``Event/primaryActionTriggered``.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Runs `action` when the control sends any of `controlEvents`; an action with the same identifier
  /// added before is replaced.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
    actions.append((action, controlEvents))
  }

  /// Stops running `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `identifier` for `controlEvents`.
  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    for index in actions.indices.reversed() where actions[index].action.identifier == identifier {
      actions[index].events.subtract(controlEvents)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  /// Runs every action added for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sender: self)
    }
  }

  /// Runs `action` with this control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }
}
