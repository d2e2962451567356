import Foundation

/// UIKit's `UIMenu` where UIKit does not exist: a titled group of actions and submenus (a button's or bar button
/// item's menu). The stand-in shows nothing; it keeps the elements for tests to read.
@MainActor
open class UIMenu: UIMenuElement {
  /// What identifies a menu.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu is shown.
  public struct Options: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Options with `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Shown inline in its parent menu, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Shown as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one of its actions is on.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Shown as a row of icons (iOS 17 and later; the package deploys to iOS 16).
    @available(*, unavailable, message: "UIMenu.Options.displayAsPalette is iOS 17 API; modgen deploys to iOS 16")
    public static var displayAsPalette: Options { Options(rawValue: 1 << 7) }
  }

  /// The menu's identifier (a unique one when none is given).
  public let identifier: Identifier
  /// How the menu is shown.
  public let options: Options
  /// The menu's actions and submenus, in order.
  public let children: [UIMenuElement]

  /// A menu with `children` (a convenience initializer, as in UIKit).
  public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.init(
      menuTitle: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: children)
  }

  /// The designated initializer, which UIKit's Swift API does not show.
  init(
    menuTitle title: String, subtitle: String?, image: UIImage?, identifier: Identifier?, options: Options,
    children: [UIMenuElement]
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A copy of the menu with `newChildren` instead of its children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
  }
}
