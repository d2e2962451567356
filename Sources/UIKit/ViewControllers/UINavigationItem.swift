import Foundation

/// UIKit's `UINavigationItem` where UIKit does not exist: what a navigation bar shows for a view controller (its
/// title and bar button items). The stand-in has no bar; the item keeps what code sets for tests to read.
///
/// It follows UIKit's rules for the single and plural bar button properties: ``leftBarButtonItem`` "always refer[s] to
/// the first bar button item in the leftBarButtonItems array"; assigning it replaces that first item (moving the item
/// to the front if it was already in the array) and `nil` removes it. The same holds on the right. An empty array
/// reads back as `nil`.
@MainActor
open class UINavigationItem: NSObject {
  /// How the title is shown.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item in the stack shows it.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
    /// Inline, in the bar (iOS 17 and later, so unavailable to code that deploys to iOS 16).
    @available(
      *, unavailable, message: "UINavigationItem.LargeTitleDisplayMode.inline is iOS 17 API; modgen deploys to iOS 16"
    )
    case inline
  }

  /// How the back button is shown.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous screen's title, or "Back" when it does not fit.
    case `default`
    /// "Back".
    case generic
    /// The chevron only.
    case minimal
  }

  /// The kind of screen the bar is for.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ItemStyle: Int, Sendable {
    /// A screen in a navigation hierarchy.
    case navigator
    /// A browser of documents.
    case browser
    /// A document editor.
    case editor
  }

  /// The title shown in the bar.
  open var title: String?
  /// A line of text above the title.
  open var prompt: String?
  /// The title of the back button that leads back to this item's screen.
  open var backButtonTitle: String?
  /// How the back button is shown.
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// The back button that leads back to this item's screen.
  open var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the left items show beside the back button rather than replacing it.
  open var leftItemsSupplementBackButton = false
  /// How the title is shown (``LargeTitleDisplayMode/automatic`` by default).
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// A view shown instead of the title.
  open var titleView: UIView?
  /// The kind of screen the bar is for.
  open var style = ItemStyle.navigator

  private var leftItems: [UIBarButtonItem] = []
  private var rightItems: [UIBarButtonItem] = []

  /// Creates an item with `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The items on the left (leading) side, left to right; `nil` when there are none.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    get { leftItems.isEmpty ? nil : leftItems }
    set { leftItems = newValue ?? [] }
  }

  /// The items on the right (trailing) side; the first is the rightmost. `nil` when there are none.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { rightItems.isEmpty ? nil : rightItems }
    set { rightItems = newValue ?? [] }
  }

  /// The first of ``leftBarButtonItems``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftItems.first }
    set { Self.replaceFirst(of: &leftItems, with: newValue) }
  }

  /// The first of ``rightBarButtonItems``: the rightmost item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightItems.first }
    set { Self.replaceFirst(of: &rightItems, with: newValue) }
  }

  /// Sets ``leftBarButtonItem`` (at once: the stand-in does not animate).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets ``rightBarButtonItem`` (at once).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets ``leftBarButtonItems`` (at once).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets ``rightBarButtonItems`` (at once).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets ``hidesBackButton`` (at once).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  private static func replaceFirst(of items: inout [UIBarButtonItem], with item: UIBarButtonItem?) {
    guard let item else {
      if !items.isEmpty { items.removeFirst() }
      return
    }
    if let index = items.firstIndex(where: { $0 === item }) {
      items.remove(at: index)
      items.insert(item, at: 0)
    } else if items.isEmpty {
      items = [item]
    } else {
      items[0] = item
    }
  }
}
