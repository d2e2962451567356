import Foundation

/// UIKit's `UIPresentationController`: the object that manages a presented view controller's presentation.
///
/// A view controller makes its own when ``UIViewController/presentationController`` is first read, also before it
/// is presented ("If you've not yet presented the current view controller, accessing this property creates a
/// presentation controller based on the current value in the `modalPresentationStyle` property"), and keeps it. The
/// style is read at that moment, so set ``UIViewController/modalPresentationStyle`` first, as UIKit asks. Sheet styles
/// get a ``UISheetPresentationController``.
///
/// Its ``delegate`` hears about the user's swipe down on a sheet, never about a dismissal made in code.
@MainActor
open class UIPresentationController: NSObject {
  private let style: UIModalPresentationStyle

  /// The controller being presented.
  public unowned let presentedViewController: UIViewController

  /// Told about a user-initiated dismissal (the swipe down on a sheet), and asked whether to allow it.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller for `presentedViewController`; a custom one has the `.custom` style.
  ///
  /// The stand-in does not run custom presentations; the argument `presentingViewController` is accepted for
  /// UIKit compatibility and ignored.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.style = .custom
    super.init()
  }

  /// Creates the presentation controller UIKit makes for `style` (already resolved from `.automatic`).
  init(presenting presentedViewController: UIViewController, style: UIModalPresentationStyle) {
    self.presentedViewController = presentedViewController
    self.style = style
    super.init()
  }

  /// The style of the presentation, with `.automatic` resolved: `.pageSheet` for a plain view controller.
  ///
  /// UIKit resolves `.automatic` to `.pageSheet` before iOS 18 and to `.formSheet` from iOS 18 on; both are
  /// sheets that leave the presenter on screen and that the user can swipe down, so tests should not depend on
  /// which of the two it is.
  open var presentationStyle: UIModalPresentationStyle { style }

  /// Whether the presenting controller's views are taken out of the window once the presentation is shown: `true`
  /// for `.fullScreen` and `.currentContext`, whose presenter disappears and appears again on dismissal.
  open var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }

  /// Whether the user can dismiss this presentation by swiping it down (a sheet).
  var isSwipeDismissible: Bool { style == .pageSheet || style == .formSheet }
}
