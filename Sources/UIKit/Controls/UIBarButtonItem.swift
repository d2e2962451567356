import Foundation

/// UIKit's `UIBarButtonItem` where UIKit does not exist: a button on a navigation bar or toolbar (a close button,
/// an Add button, a menu).
///
/// Its title and image come from its primary action when it has one, as in UIKit, except for a system item, which
/// draws its own symbol. The stand-in has no bar; the item keeps what it was made with. To run an item's primary
/// action in a test in a way that also works with UIKit, hand the action to a control:
/// `UIButton(primaryAction: item.primaryAction).sendActions(for: .primaryActionTriggered)`.
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// The items the system draws and names.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add (+).
    case add
    /// A flexible space between items.
    case flexibleSpace
    /// A fixed space between items.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Share.
    case action
    /// Move to a folder.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Delete.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Page curl (deprecated).
    case pageCurl
    /// Close (✕).
    case close
  }

  /// How an item is drawn.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Style: Int, Sendable {
    /// Plain (the default).
    case plain = 0
    /// Bordered (deprecated; drawn as plain).
    case bordered = 1
    /// Done: emphasized.
    case done = 2
  }

  /// The system item the item was made as (the stand-in keeps it for its own tests; UIKit does not expose it).
  private(set) var systemItem: SystemItem?

  /// How the item is drawn.
  open var style = Style.plain
  /// The menu shown when the item is tapped (or held, when it also has a primary action).
  open var menu: UIMenu?
  /// A view shown instead of the item's title and image.
  open var customView: UIView?
  /// The item's width; 0 means its natural width.
  open var width: CGFloat = 0
  /// Whether the item is hidden from its bar.
  open var isHidden = false
  /// Whether the item is selected.
  open var isSelected = false
  /// Whether a tap selects the next menu item.
  open var changesSelectionAsPrimaryAction = false
  /// The item's tint color; `nil` is inherited from the bar.
  open var tintColor: UIColor?

  /// What a tap runs. Setting an action also sets the item's title and image from it, unless the item is a system
  /// item; setting `nil` leaves them as they are.
  open var primaryAction: UIAction? {
    didSet { takeTitleAndImage(from: primaryAction) }
  }

  /// An empty item.
  public override init() {
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A system item running `primaryAction` (whose title and image the system item does not use) or showing `menu`.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A plain item with `title` and `image`, running `primaryAction` or showing `menu`; the primary action's title and
  /// image take precedence.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
    takeTitleAndImage(from: primaryAction)
  }

  /// A plain item made from `primaryAction`'s title and image.
  public convenience init(primaryAction: UIAction?) {
    self.init()
    self.primaryAction = primaryAction
    takeTitleAndImage(from: primaryAction)
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Takes `action`'s title and image, unless there is no action or the item is a system item.
  private func takeTitleAndImage(from action: UIAction?) {
    guard let action, systemItem == nil else { return }
    title = action.title
    image = action.image
  }
}
