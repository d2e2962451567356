import Foundation

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's `UIAction` where UIKit does not exist: a closure a control runs for an event, or a menu or bar button
/// item runs when chosen.
@MainActor
open class UIAction: UIMenuElement {
  /// What identifies an action, so a control can replace or remove it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title shown in a menu or on a button made from the action.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The image shown beside the title.
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The action's identifier (a unique one when none is given).
  public let identifier: Identifier
  /// A longer title used where there is room (the keyboard shortcuts list).
  open var discoverabilityTitle: String?
  /// How the action is shown in a menu.
  open var attributes: UIMenuElement.Attributes
  /// Whether the action shows a checkmark in a menu.
  open var state: UIMenuElement.State
  /// The object that ran the action last (the control), or `nil`.
  open var sender: Any? { lastSender }

  private weak var lastSender: AnyObject?

  private let handler: UIActionHandler

  /// An action running `handler` when performed. (A convenience initializer, as UIKit's is: a subclass of
  /// `UIAction` cannot call it as `super.init`.)
  public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      storedTitle: title, subtitle: subtitle, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
  }

  private init(
    storedTitle title: String, subtitle: String?, image: UIImage?, identifier: Identifier?,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Runs the handler with `sender` as the action's sender (controls call this for their events).
  func perform(sender: AnyObject?) {
    lastSender = sender
    handler(self)
  }
}
