import Foundation

/// UIKit's `UIKeyboardLayoutGuide` where UIKit does not exist: the space the keyboard takes in a view
/// (`view.keyboardLayoutGuide`); pin content's bottom to its top to keep it above the keyboard. The stand-in has no
/// keyboard, so the guide only records constraints.
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating (`false` by default).
  open var followsUndockedKeyboard = false
  /// Whether the guide uses the safe area's bottom when the keyboard is hidden (`true` by default; iOS 17 and
  /// later, so unavailable to code that deploys to iOS 16).
  @available(
    *, unavailable, message: "UIKeyboardLayoutGuide.usesBottomSafeArea is iOS 17 API; modgen deploys to iOS 16"
  )
  open var usesBottomSafeArea: Bool {
    get { true }
    set {}
  }
}
