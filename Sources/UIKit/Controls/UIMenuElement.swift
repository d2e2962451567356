import Foundation

/// UIKit's `UIMenuElement` where UIKit does not exist: something a menu shows, an action (``UIAction``) or a submenu
/// (``UIMenu``).
@MainActor
open class UIMenuElement: NSObject {
  /// How an element is shown and behaves.
  public struct Attributes: OptionSet, Sendable {
    /// The attribute bits.
    public let rawValue: UInt
    /// Attributes with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Shown dimmed; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown as destructive (in red).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum State: Int, Sendable {
    /// No checkmark.
    case off
    /// A checkmark.
    case on
    /// A mixed state (a dash).
    case mixed
  }

  var storedTitle: String
  var storedSubtitle: String?
  var storedImage: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    storedTitle = title
    storedSubtitle = subtitle
    storedImage = image
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The element's title.
  open var title: String { storedTitle }
  /// The text under the title.
  open var subtitle: String? {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  /// The image beside the title.
  open var image: UIImage? { storedImage }
}
