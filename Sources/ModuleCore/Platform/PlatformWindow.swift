#if canImport(UIKit)
  import UIKit

  /// The window type of the platform: UIKit's `UIWindow`.
  public typealias PlatformWindow = UIWindow
#else
  /// A headless stand-in for UIKit's `UIWindow`: the root of a view hierarchy that is on screen.
  ///
  /// A view controller is in the window hierarchy when its view is in a window; as with UIKit, only such a
  /// controller can present another one. Setting ``rootViewController`` puts the root's view in the window;
  /// ``makeKeyAndVisible()`` shows the window, and the root appears.
  @MainActor
  open class PlatformWindow: PlatformView {
    private var isVisible = false

    /// Creates a hidden window without a root view controller.
    public override init() {
      super.init()
    }

    /// The controller whose view fills the window; replacing it takes the old root's view out of the window.
    open var rootViewController: ViewController? {
      didSet {
        guard oldValue !== rootViewController else { return }
        if isVisible { oldValue?.beginAppearanceTransition(false, animated: false) }
        oldValue?.viewIfLoaded?.removeFromSuperview()
        if let rootViewController { addSubview(rootViewController.view) }
        if isVisible { rootViewController?.beginAppearanceTransition(true, animated: false) }
        if isVisible {
          oldValue?.endAppearanceTransition()
          rootViewController?.endAppearanceTransition()
        }
      }
    }

    /// Shows the window; its root view controller appears.
    open func makeKeyAndVisible() {
      guard !isVisible else { return }
      isVisible = true
      rootViewController?.performAppearanceTransition(true, animated: false)
    }
  }
#endif
