import Foundation

/// UIKit's `UIBarItem` where UIKit does not exist: an item on a navigation bar, toolbar or tab bar, with a title,
/// an image and accessibility information.
@MainActor
open class UIBarItem: NSObject {
  /// Whether the item responds to taps (`true` by default).
  open var isEnabled = true
  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: UIImage?
  /// A number that identifies the item.
  open var tag = 0

  /// The identifier UI tests find the item by.
  open var accessibilityIdentifier: String?
  /// What VoiceOver says for the item.
  open var accessibilityLabel: String?
  /// What happens when the item is used, read after the label.
  open var accessibilityHint: String?
  /// The item's current value.
  open var accessibilityValue: String?
  /// Whether assistive technologies treat the item as one element (`true` by default).
  open var isAccessibilityElement = true
  /// What the item is (a button, by default).
  open var accessibilityTraits: UIAccessibilityTraits = .button

  /// An item with no title or image.
  public override init() {
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }
}
