import Foundation

/// UIKit's `UICellAccessory` where UIKit does not exist: a view a list cell shows beside its content (a disclosure
/// indicator, a checkmark, or a view of the app's own, such as a switch).
///
/// A list cell lays its accessories out beside its content view, which gets the remaining width: a custom view
/// given as an accessory is a subview of the cell, never of its content view, so the content's texts do not run
/// under it. The UIKit stand-in keeps the accessories and adds custom views to the cell; it draws the system
/// accessories as nothing.
@MainActor
public struct UICellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Sendable {
    /// In and out of editing mode.
    case always
    /// Only in editing mode.
    case whenEditing
    /// Only out of editing mode.
    case whenNotEditing
  }

  /// Where a custom accessory goes among the cell's other accessories: its index, given the accessories on that
  /// side.
  public typealias PlacementPosition = ([UICellAccessory]) -> Int

  /// Which side of the cell a custom accessory goes on.
  public enum Placement {
    /// Before the content.
    case leading(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
    /// After the content.
    case trailing(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })

    /// When the accessory shows.
    var displayedState: DisplayedState {
      switch self {
      case .leading(let displayed, _), .trailing(let displayed, _): displayed
      }
    }
  }

  /// How much width a custom accessory takes.
  public enum LayoutDimension: Sendable {
    /// The system's standard width.
    case standard
    /// The view's own width.
    case actual
    /// A width in points.
    case custom(CGFloat)
  }

  /// A view of the app's own, shown as an accessory.
  public struct CustomViewConfiguration {
    /// The view shown.
    public var customView: UIView
    /// Its side of the cell and when it shows.
    public var placement: Placement
    /// Whether it is hidden (`nil`: the system decides).
    public var isHidden: Bool?
    /// How much width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The color tinting it, if any.
    public var tintColor: UIColor?
    /// Whether it keeps its size when the cell's content size category changes.
    public var maintainsFixedSize: Bool

    /// A custom accessory showing `customView` at `placement`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// The kinds of accessory the stand-in models.
  enum Kind {
    case disclosureIndicator
    case checkmark
    case customView(CustomViewConfiguration)
  }

  /// What the accessory is.
  let kind: Kind

  /// When the accessory shows.
  public let displayedState: DisplayedState

  /// The trailing chevron of a row that opens another screen.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayedState: displayed)
  }

  /// The checkmark of a chosen row.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .checkmark, displayedState: displayed)
  }

  /// A view of the app's own (a switch, a button), placed as `configuration` says.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    UICellAccessory(kind: .customView(configuration), displayedState: configuration.placement.displayedState)
  }

  /// The custom view, for a custom accessory.
  var customView: UIView? {
    if case .customView(let configuration) = kind { return configuration.customView }
    return nil
  }
}
