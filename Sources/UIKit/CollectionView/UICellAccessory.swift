import Foundation

/// UIKit's `UICellAccessory` where UIKit does not exist: a view a list cell shows beside its content (a disclosure
/// indicator, a checkmark, or a view of the app's own, such as a switch).
///
/// A list cell lays its accessories out beside its content view, which gets the remaining width: a custom view
/// given as an accessory is a subview of the cell, never of its content view, so the content's texts do not run
/// under it. The UIKit stand-in keeps the accessories and adds custom views to the cell; it draws the system
/// accessories as nothing.
public struct UICellAccessory {
  /// When an accessory shows.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum DisplayedState {
    /// In and out of editing mode.
    case always
    /// Only in editing mode.
    case whenEditing
    /// Only out of editing mode.
    case whenNotEditing
  }

  /// Which side of the cell a custom accessory goes on.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Placement {
    /// Where a custom accessory goes among the cell's other accessories: its index, given the accessories on that
    /// side.
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int

    /// Before the content (after the other leading accessories unless `at` says otherwise).
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// After the content (before the other trailing accessories unless `at` says otherwise).
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// When the accessory shows.
    var displayedState: DisplayedState {
      switch self {
      case .leading(let displayed, _), .trailing(let displayed, _): displayed
      }
    }
  }

  /// How much width a custom accessory takes.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum LayoutDimension {
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
    public let customView: UIView
    /// Its side of the cell and when it shows.
    public let placement: Placement
    /// Whether it is hidden.
    public var isHidden: Bool
    /// How much width it takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The color tinting it, if any.
    public var tintColor: UIColor?
    /// Whether it keeps its size when the cell's content size category changes.
    public var maintainsFixedSize: Bool

    /// A custom accessory showing `customView` at `placement`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
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

  /// When the accessory shows (the stand-in's own record; UIKit does not expose it).
  let displayedState: DisplayedState

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
