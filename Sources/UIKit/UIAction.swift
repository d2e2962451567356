import Foundation

/// UIKit's `UIAction` where UIKit does not exist: a closure a control runs for an event (or a menu or bar
/// button item runs when chosen).
@MainActor
open class UIAction: NSObject {
  /// What identifies an action, so a control can replace or remove it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public var rawValue: String
    /// An identifier with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title shown in a menu or on a button made from the action.
  open var title: String
  /// The image shown beside the title.
  open var image: UIImage?
  /// The action's identifier (a unique one when none is given).
  public let identifier: Identifier
  /// The object that ran the action last (the control), or `nil`.
  public private(set) weak var sender: AnyObject?

  private let handler: @MainActor (UIAction) -> Void

  /// An action running `handler` when performed.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    super.init()
  }

  /// Runs the handler with `sender` as the action's sender (controls call this for their events).
  func perform(sender: AnyObject?) {
    self.sender = sender
    handler(self)
  }
}
