import Foundation

/// UIKit's `UIBackgroundConfiguration` where UIKit does not exist: what a cell's background looks like (a color, a
/// corner radius, a custom view), and how it changes when the cell is highlighted or selected.
///
/// A list cell (``UICollectionViewListCell``) gets the list style's configuration by default: a grouped list's
/// cells sit on ``UIColor/secondarySystemGroupedBackground``, a plain list's on ``UIColor/systemBackground``;
/// highlighted or selected, a list cell's background turns the system's selection gray. The UIKit stand-in keeps
/// the values and draws nothing.
public struct UIBackgroundConfiguration: Hashable {
  /// The system styles of backgrounds.
  enum Style: Hashable {
    case clear
    case listPlainCell
    case listGroupedCell
    case listSidebarCell
    case listPlainHeaderFooter
    case listGroupedHeaderFooter

    /// Whether the style is a list cell's, which shows the highlighted and selected states.
    var showsSelection: Bool { self == .listPlainCell || self == .listGroupedCell || self == .listSidebarCell }
  }

  /// The gray a highlighted or selected list cell shows.
  static let selectionColor = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)

  /// The style the configuration was made with.
  let style: Style
  /// The color for the normal state, as set (``updated(for:)`` goes back to it).
  private var normalColor: UIColor?
  /// The color for the state the configuration was last updated for.
  private var stateColor: UIColor?

  /// The background color (for the state the configuration was last updated for); setting it sets the color of
  /// the normal state.
  public var backgroundColor: UIColor? {
    get { stateColor }
    set {
      normalColor = newValue
      stateColor = newValue
    }
  }

  /// The radius of the background's corners.
  public var cornerRadius: CGFloat = 0

  /// A view shown as the background, under the color.
  public var customView: UIView?

  /// The color of the background's outline, if any.
  public var strokeColor: UIColor?

  /// The width of the outline.
  public var strokeWidth: CGFloat = 0

  private init(style: Style, color: UIColor?) {
    self.style = style
    normalColor = color
    stateColor = color
  }

  /// A transparent background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, color: .clear) }

  /// The background of a plain list's cell.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainCell, color: .systemBackground)
  }

  /// The background of a grouped (or inset grouped) list's cell.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
  }

  /// The background of a sidebar's cell.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listSidebarCell, color: .clear)
  }

  /// The background of a plain list's header or footer.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listPlainHeaderFooter, color: .systemBackground)
  }

  /// The background of a grouped list's header or footer (the list's own background shows through).
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(style: .listGroupedHeaderFooter, color: .clear)
  }

  /// This configuration as it looks in `state`: a list cell's background turns the selection gray while the cell
  /// is highlighted or selected, and goes back to its normal color otherwise.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    var updated = self
    if style.showsSelection, let cell = state as? UICellConfigurationState, cell.isHighlighted || cell.isSelected {
      updated.stateColor = Self.selectionColor
    } else {
      updated.stateColor = normalColor
    }
    return updated
  }
}
