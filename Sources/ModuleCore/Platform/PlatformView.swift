#if canImport(UIKit)
  import UIKit

  /// The view type of the platform: UIKit's `UIView`.
  public typealias PlatformView = UIView
#else
  /// A headless stand-in for UIKit's `UIView`, used where UIKit does not exist (Linux, command-line tests).
  ///
  /// It models only the view hierarchy (`superview`, `subviews`, `window`), which is what module containment and
  /// presentation need.
  @MainActor
  open class PlatformView {
    /// The view this view is a subview of, if any.
    public private(set) weak var superview: PlatformView?

    /// The subviews of this view, back to front.
    public private(set) var subviews: [PlatformView] = []

    /// Whether the view is hidden; a hidden arranged view of a stack takes no space (UIKit's rule;
    /// the stand-in only records the flag).
    open var isHidden = false

    /// Creates a view with no superview and no subviews.
    public init() {}

    /// Adds `view` on top of this view's subviews, removing it from its previous superview first.
    open func addSubview(_ view: PlatformView) {
      if view.superview === self {
        subviews.removeAll { $0 === view }
        subviews.append(view)
        return
      }
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }

    /// Removes this view from its superview; does nothing if it has none.
    open func removeFromSuperview() {
      guard let superview else { return }
      superview.subviews.removeAll { $0 === self }
      self.superview = nil
    }

    /// The window this view is in (through its superviews), or `nil` when it is not in a window.
    public var window: PlatformWindow? {
      var current = superview
      while let candidate = current {
        if let window = candidate as? PlatformWindow { return window }
        current = candidate.superview
      }
      return nil
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: PlatformView) -> Bool {
      var current: PlatformView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
      return false
    }
  }
#endif
