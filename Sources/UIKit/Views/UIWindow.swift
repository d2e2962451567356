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
  ///
  /// On a visible window the old root disappears at once and the new one appears in the next layout pass.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if isVisible { oldValue?.beginAppearanceTransition(false, animated: false) }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let rootViewController {
        rootViewController.view.frame = bounds
        addSubview(rootViewController.view)
      }
      if isVisible { oldValue?.endAppearanceTransition() }
      if isVisible { scheduleRootAppearance() }
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

  /// Shows the window; its root view controller appears once the window is on screen, in the next layout pass
  /// (after this returns).
  ///
  /// UIKit: "The system calls this method after adding the view controller's view to the view hierarchy"
  /// (`viewDidAppear(_:)`), and the window joins the screen's hierarchy when this returns.
  open func makeKeyAndVisible() {
    guard !isVisible else { return }
    isVisible = true
    if isHidden { isHidden = false }
    scheduleRootAppearance()
  }

  /// Makes the root controller appear in the next layout pass, if the window is still visible and the root the same.
  private func scheduleRootAppearance() {
    guard let root = rootViewController else { return }
    setNeedsLayout()
    PendingTransitions.schedule(for: root) { [weak self, weak root] in
      guard let self, let root, self.isVisible, self.rootViewController === root else { return }
      root.performAppearanceTransition(true, animated: false)
    }
  }
}
