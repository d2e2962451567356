import Foundation

/// UIKit's `UICellConfigurationState` where UIKit does not exist: what a cell's configurations are updated for
/// (selected, highlighted, disabled…). A cell makes it from its own properties
/// (``UICollectionViewCell/configurationState``).
@MainActor
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted (being touched).
  public var isHighlighted = false
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell has the focus.
  public var isFocused = false
  /// Whether the collection view is in editing mode.
  public var isEditing = false
  /// Whether the cell is swiped to show its swipe actions.
  public var isSwiped = false
  /// Whether the cell's item is expanded (an outline).
  public var isExpanded = false

  /// A state with every flag off (UIKit makes states from a trait collection, which the stand-in does not
  /// model).
  init() {}
}
