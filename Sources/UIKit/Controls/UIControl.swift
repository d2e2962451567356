import Foundation

/// UIKit's `UIControl` where UIKit does not exist: a view that runs actions for events.
///
/// Actions run for the events they were added for when the control sends them: a user's touch in UIKit,
/// ``sendActions(for:)`` in code and tests. ``sendActions(for:)`` runs the actions added for any of the given events
/// and no others, in the order they were added, each through ``sendAction(_:)``. As in UIKit, changing a control's
/// value in code (`UISwitch.setOn(_:animated:)`, `UITextField.text`) sends no event: a test sets the value, then
/// sends the event the user's gesture would have sent.
@MainActor
open class UIControl: UIView {
  /// The events a control sends.
  public struct Event: OptionSet, Sendable {
    /// The event bits.
    public let rawValue: UInt
    /// Events with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down (a double tap).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged just outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch cancelled by the system.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a switch turned, a slider moved).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A button's primary action was triggered: "A semantic action triggered by buttons." A tap sends it along with
    /// ``touchUpInside``.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was chosen.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events reserved for the app.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control is in.
  public struct State: OptionSet, Sendable {
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
    /// Focused (keyboard or remote focus).
    public static let focused = State(rawValue: 1 << 3)
    /// States reserved for the app.
    public static let application = State(rawValue: 0x00FF_0000)
    /// States reserved for the system.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// How content is placed horizontally in a control.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centered.
    case center
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Stretched to fill.
    case fill
    /// Against the leading edge.
    case leading
    /// Against the trailing edge.
    case trailing
  }

  /// How content is placed vertically in a control.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centered.
    case center
    /// Against the top.
    case top
    /// Against the bottom.
    case bottom
    /// Stretched to fill.
    case fill
  }

  private var actions: [(action: UIAction, events: Event)] = []

  /// Whether the control responds to touches (a disabled control is drawn dimmed).
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted (being touched).
  open var isHighlighted = false
  /// How content is placed horizontally.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How content is placed vertically.
  open var contentVerticalAlignment = ContentVerticalAlignment.center
  /// Whether the control shows its context menu on a tap instead of a long press.
  open var showsMenuAsPrimaryAction = false
  /// Whether the control's context menu is enabled.
  open var isContextMenuInteractionEnabled = false
  /// Whether a touch is being tracked (never, in the stand-in, which has no touches).
  open var isTracking: Bool { false }
  /// Whether the tracked touch is inside the control (never, in the stand-in).
  open var isTouchInside: Bool { false }

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Creates a control with `frame`; as a UIKit control, it is an accessibility element.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a control with `frame`, then adds `primaryAction` for ``Event/primaryActionTriggered``.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Runs `action` when the control sends any of `controlEvents`; an action with the same identifier
  /// added before for the same events is replaced.
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

  /// Runs the actions added for any of `controlEvents`, and only those, in the order they were added (UIKit: "Calls
  /// the action methods associated with the specified events").
  open func sendActions(for controlEvents: Event) {
    let due = actions.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in due { sendAction(entry.action) }
  }

  /// Runs `action` with this control as its sender; ``sendActions(for:)`` calls it for each action it runs.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }
}
