import Foundation

/// UIKit's `UIView` where UIKit does not exist (Linux, and plain macOS builds such as `swift test` on a
/// Mac).
///
/// It models the view hierarchy (`superview`, `subviews`, `window`) and records what code sets on a view;
/// it draws nothing and lays nothing out.
@MainActor
open class UIView: UIResponder {
  /// The view this view is a subview of, if any.
  public private(set) weak var superview: UIView?

  /// The subviews of this view, back to front.
  public private(set) var subviews: [UIView] = []

  /// The view's frame in its superview's coordinates (recorded; the stand-in does no layout).
  open var frame: CGRect {
    didSet { bounds.size = frame.size }
  }

  /// The view's own coordinate space: its size is the frame's.
  open var bounds: CGRect

  /// The background color; `nil` (the default) is transparent, as in UIKit.
  open var backgroundColor: UIColor?

  /// Whether the view's layout needs updating (set by ``setNeedsLayout()``, cleared by
  /// ``layoutIfNeeded()``).
  public private(set) var needsLayout = false

  /// Whether the view is hidden; a hidden arranged view of a stack view takes no space.
  open var isHidden = false

  /// Creates a view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view from an archive; archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Adds `view` on top of this view's subviews, removing it from its previous superview first.
  open func addSubview(_ view: UIView) {
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
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// Lays out subviews; override to position them. Called by ``layoutIfNeeded()`` when layout is needed.
  open func layoutSubviews() {}

  /// Marks the view as needing layout.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays the view and its subviews out at once if layout is needed (UIKit would do it in the next
  /// update cycle).
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Called before `subview` leaves this view's subviews.
  open func willRemoveSubview(_ subview: UIView) {}

  /// The window this view is in (through its superviews), or `nil` when it is not in a window.
  open var window: UIWindow? {
    var current = superview
    while let candidate = current {
      if let window = candidate as? UIWindow { return window }
      current = candidate.superview
    }
    return nil
  }

  /// Whether this view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }
}
