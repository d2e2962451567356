import Foundation

/// UIKit's `UIListContentConfiguration` where UIKit does not exist: the content of a list cell, header or footer
/// (a text, a secondary text and an image), in one of the system's styles.
///
/// The UIKit stand-in keeps the texts, the image and the style; it has no text properties and draws nothing.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The system styles of list content.
  enum Style: Hashable {
    case cell
    case subtitleCell
    case valueCell
    case sidebarCell
    case plainHeader
    case plainFooter
    case groupedHeader
    case groupedFooter
  }

  /// The style the configuration was made with.
  let style: Style

  /// The primary text.
  public var text: String?
  /// The secondary text: beside the text in a value cell, below it in a subtitle cell.
  public var secondaryText: String?
  /// The image shown before the texts.
  public var image: UIImage?

  private init(style: Style) {
    self.style = style
  }

  /// A list cell's content: a text and an optional secondary text below it.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }

  /// A list cell's content with the secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }

  /// A list cell's content with the secondary text trailing the text, as in a settings screen.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }

  /// A sidebar cell's content.
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }

  /// A plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }

  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }

  /// A grouped (or inset grouped) list's header.
  public static func groupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(style: .groupedHeader)
  }

  /// A grouped (or inset grouped) list's footer.
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(style: .groupedFooter)
  }

  /// Makes a ``UIListContentView`` showing this configuration.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration unchanged (UIKit dims texts for a disabled state; the stand-in draws nothing).
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
