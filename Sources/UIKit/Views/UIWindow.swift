import Foundation

/// UIKit's `UIWindow` where UIKit does not exist: the root of a view hierarchy that is on screen.
///
/// A view controller is in the window hierarchy when its view is in a window; as with UIKit, only such a
/// controller can present another one. Setting ``rootViewController`` puts the root's view in the window;
/// ``makeKeyAndVisible()`` shows the window, and the root appears.
@MainActor
open class UIWindow: UIView {
  private var isVisible = false

  /// The scene the window belongs to, if it was created with one or given one.
  open weak var windowScene: UIWindowScene?

  /// Creates a hidden window with `frame` and no root view controller.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a hidden window in `windowScene`.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: .zero)
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller whose view fills the window; replacing it takes the old root's view out of the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if isVisible { oldValue?.beginAppearanceTransition(false, animated: false) }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let rootViewController {
        rootViewController.view.frame = bounds
        addSubview(rootViewController.view)
      }
      if isVisible { rootViewController?.beginAppearanceTransition(true, animated: false) }
      if isVisible {
        oldValue?.endAppearanceTransition()
        rootViewController?.endAppearanceTransition()
      }
    }
  }

  /// Whether the window is hidden; windows start hidden in UIKit, and hiding a shown window takes it off screen: it
  /// is no longer key, and its root controller disappears.
  open override var isHidden: Bool {
    didSet {
      guard isHidden, isVisible else { return }
      isVisible = false
      rootViewController?.performAppearanceTransition(false, animated: false)
    }
  }

  /// Whether the window is the key window (``makeKeyAndVisible()`` was called and it was not hidden since).
  open var isKeyWindow: Bool { isVisible }

  /// Shows the window; its root view controller appears.
  open func makeKeyAndVisible() {
    guard !isVisible else { return }
    isVisible = true
    if isHidden { isHidden = false }
    rootViewController?.performAppearanceTransition(true, animated: false)
  }
}
