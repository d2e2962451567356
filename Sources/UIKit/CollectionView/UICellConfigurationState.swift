import Foundation

/// UIKit's `UICellConfigurationState` where UIKit does not exist: what a cell's configurations are updated for
/// (selected, highlighted, disabled…). A cell makes it from its own properties
/// (``UICollectionViewCell/configurationState``).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The traits the state was made for (empty in the UIKit stand-in).
  public var traitCollection: UITraitCollection
  private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

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

  /// A state for `traitCollection` with every flag off.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// A state with every flag off and an empty trait collection (how the stand-in's cells start theirs).
  init() {
    self.init(traitCollection: UITraitCollection())
  }

  /// The app's own state stored under `key`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
