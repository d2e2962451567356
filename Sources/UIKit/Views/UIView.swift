import Foundation

/// UIKit's `UIView` where UIKit does not exist (Linux, and plain macOS builds such as `swift test` on a
/// Mac).
///
/// It models the view hierarchy (`superview`, `subviews`, `window`) with UIKit's rules and callbacks, keeps what
/// code sets on a view (colors, accessibility, Auto Layout constraints and priorities), and draws nothing. It
/// solves no constraints: frames change only when code sets them.
///
/// Moving a view calls, in this order: `willMove(toSuperview:)`, `willMove(toWindow:)` on the view and its
/// descendants (when the window changes), the change, `didMoveToWindow()` on the view and its descendants (when
/// the window changed), `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`. Removing a view calls
/// its superview's `willRemoveSubview(_:)` first, then the view's callbacks with `nil`; a view moved to another
/// superview leaves the old one (`willRemoveSubview(_:)`) after its `willMove` callbacks. Adding a view to itself or to one of its descendants
/// stops the program (UIKit raises an exception for the first; the second would make a cycle).
@MainActor
open class UIView: UIResponder {
  /// The view this view is a subview of, if any.
  public private(set) weak var superview: UIView?

  /// The subviews of this view, back to front.
  public private(set) var subviews: [UIView] = []

  /// The view's frame in its superview's coordinates (kept as set: the stand-in does no layout).
  open var frame: CGRect {
    didSet { bounds.size = frame.size }
  }

  /// The view's own coordinate space: its size is the frame's.
  open var bounds: CGRect

  /// The center of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The background color; `nil` (the default) is transparent, as in UIKit.
  open var backgroundColor: UIColor?

  /// Whether the view's layout needs updating (set by ``setNeedsLayout()``, cleared by
  /// ``layoutIfNeeded()``). A new view needs layout, as in UIKit: its first layout pass lays it out.
  private(set) var needsLayout = true

  /// The view's trait overrides and the traits it read while laying out; see `UIView+Traits.swift`.
  lazy var traitState = TraitEnvironmentState(owner: self)

  /// The view controller whose root view this is, if any.
  weak var owningController: UIViewController?

  /// Whether the view is hidden; a hidden arranged view of a stack view stays arranged and takes no space.
  open var isHidden = false

  /// The view's opacity, from 0 (transparent) to 1 (the default).
  open var alpha: CGFloat = 1

  /// Whether the view is opaque (a drawing hint; `true` by default).
  open var isOpaque = true

  /// Whether subviews are clipped to the view's bounds (`false` by default).
  open var clipsToBounds = false

  /// Whether touches reach the view (`true` by default; labels and image views turn it off).
  open var isUserInteractionEnabled = true

  /// A number that identifies the view; see ``viewWithTag(_:)``. 0 by default.
  open var tag = 0

  /// How the view's content fills its bounds.
  open var contentMode = ContentMode.scaleToFill

  /// The view's own tint color; `nil` means inherited.
  private var ownTintColor: UIColor?

  /// Where Auto Layout data lives (constraints, guides, priorities, margins); see `UIView+Layout.swift`.
  let layoutState = UIViewLayoutState()

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

  // MARK: - Traits

  /// The view's traits: those of its view controller (for a controller's root view), else of its superview, else
  /// the stand-in's screen (text size `.large`), with the view's `traitOverrides` applied.
  ///
  /// Read in ``layoutSubviews()``, its traits are tracked: when one the view read changes, the view needs layout
  /// again.
  open var traitCollection: UITraitCollection {
    traitState.collection(inheriting: inheritedTraitValues)
  }

  // MARK: - Tint

  /// The first tint color set on this view or an ancestor, else the system tint (UIKit: "The first nondefault
  /// tint color value in the view’s hierarchy, ascending from and starting with the view itself"). Setting `nil`
  /// makes the view inherit again.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      ownTintColor = newValue
      tintColorDidChange()
      for subview in subviews { subview.inheritedTintColorDidChange() }
    }
  }

  /// Called when the view's tint color changes: when code sets it, or when an ancestor's inherited tint changes.
  open func tintColorDidChange() {}

  private func inheritedTintColorDidChange() {
    guard ownTintColor == nil else { return }
    tintColorDidChange()
    for subview in subviews { subview.inheritedTintColorDidChange() }
  }

  // MARK: - Accessibility

  /// The identifier UI tests find the view by.
  open var accessibilityIdentifier: String?
  /// What VoiceOver says for the view: short, localized, without the kind of control ("Save", not "Save button").
  open var accessibilityLabel: String?
  /// What happens when the element is used ("Saves the draft"), read after the label.
  open var accessibilityHint: String?
  /// The element's current value ("50%"), for elements whose value is not in the label.
  open var accessibilityValue: String?
  /// Whether assistive technologies treat the view as one element; `false` for a plain view, `true` for controls
  /// and labels.
  open var isAccessibilityElement = false
  /// What the element is and what state it is in (a button, a header, selected…).
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// Whether assistive technologies ignore the view and its subviews.
  open var accessibilityElementsHidden = false
  /// Whether assistive technologies ignore the view's siblings (a modal view).
  open var accessibilityViewIsModal = false

  // MARK: - Hierarchy

  /// Adds `view` on top of this view's subviews; UIKit: "Views can have only one superview. If view already has a
  /// superview and that view is not the receiver, this method removes the previous superview before making the
  /// receiver its new superview." A view that is already a subview moves to the top.
  open func addSubview(_ view: UIView) {
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.append(view)
      return
    }
    attach(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in the subviews (0 is the back), moving it from its previous superview. `index`
  /// cannot be greater than the number of subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return
    }
    attach(view, at: min(max(index, 0), subviews.count))
  }

  /// Inserts `view` just above `siblingSubview` (which must be a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
    insertSubview(view, at: view.superview === self && indexOf(view) < index ? index : index + 1)
  }

  /// Inserts `view` just below `siblingSubview` (which must be a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return insertSubview(view, at: 0) }
    insertSubview(view, at: view.superview === self && indexOf(view) < index ? index - 1 : index)
  }

  /// Moves `view` (a subview) to the top of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }

  /// Moves `view` (a subview) to the back of the subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
  }

  /// Swaps the subviews at `index1` and `index2`.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    subviews.swapAt(index1, index2)
  }

  /// Removes this view from its superview; does nothing if it has none.
  ///
  /// UIKit: "Calling this method removes any constraints that refer to the view you are removing, or that refer to
  /// any view in the subtree of the view you are removing."
  open func removeFromSuperview() {
    guard let superview else { return }
    let oldWindow = window
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
    detach(notifyingSuperview: false)
    if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
    didMoveToSuperview()
    if oldWindow != nil { UIViewController.forwardAppearance(toChildViewsIn: self, entering: false) }
    TraitTracking.traitsMayHaveChanged()
  }

  /// The view whose ``tag`` is `tag`: UIKit "searches the current view and all of its subviews" (this view first,
  /// then each subview's tree in order).
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

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

  // MARK: - Hierarchy callbacks

  /// Called before the view gets a new superview (`nil` when it is being removed).
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view got a new superview or was removed from one.
  open func didMoveToSuperview() {}

  /// Called before the view's window changes, on the moved view and each of its descendants (`nil` when it is
  /// leaving a window).
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view's window changed, on the moved view and each of its descendants; ``window`` is `nil`
  /// when the view just left a window.
  open func didMoveToWindow() {}

  /// Called after `subview` was added to this view.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` leaves this view's subviews.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Layout passes and sizes

  /// Lays out subviews; override to position them. Called by ``layoutIfNeeded()`` when layout is needed.
  open func layoutSubviews() {}

  /// Marks the view as needing layout.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays the view and its subviews out at once if layout is needed (UIKit would do it in the next
  /// update cycle), after performing the view controller transitions waiting for the layout pass of this view or
  /// a view inside it (a push or pop, a presentation, a window's root appearing).
  open func layoutIfNeeded() {
    if !PendingTransitions.isEmpty { PendingTransitions.performPending(in: self) }
    if needsLayout {
      needsLayout = false
      performLayoutPass()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// The size the view's content needs; ``UIView/noIntrinsicMetric`` in a dimension it has no size for (both, for
  /// a plain view). The stand-in measures no text or images, so its views report none unless a subclass does.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells layout that ``intrinsicContentSize`` changed: the view and its superview need layout.
  open func invalidateIntrinsicContentSize() {
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// The size that fits `size`; as in UIKit, a plain view answers its current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The size Auto Layout would give the view for `targetSize`. The stand-in solves no constraints: it answers the
  /// ``intrinsicContentSize`` in each dimension that has one, and `targetSize` in the others.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? targetSize.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? targetSize.height : intrinsic.height)
  }

  /// As ``systemLayoutSizeFitting(_:)``; the priorities only matter to a solver.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    systemLayoutSizeFitting(targetSize)
  }

  /// Called when ``layoutMargins`` or ``directionalLayoutMargins`` change.
  open func layoutMarginsDidChange() {}

  /// Called when ``safeAreaInsets`` change (never, in the stand-in: it has no bars or screen edges).
  open func safeAreaInsetsDidChange() {}

  /// The insets of the safe area (bars, notch, home indicator); zero in the stand-in, which has no screen.
  open var safeAreaInsets: UIEdgeInsets { .zero }

  // MARK: - Private

  private func indexOf(_ view: UIView) -> Int {
    subviews.firstIndex { $0 === view } ?? subviews.count
  }

  /// Makes `view` (not yet a subview of this view) a subview at `index`, with UIKit's callbacks.
  private func attach(_ view: UIView, at index: Int) {
    precondition(view !== self, "Can't add self as subview")
    precondition(!isDescendant(of: view), "Can't add a view's ancestor as its subview (\(view))")
    let oldWindow = view.window
    let oldTintColor = view.tintColor
    let newWindow = (self as? UIWindow) ?? window
    let windowChanges = oldWindow !== newWindow
    view.willMove(toSuperview: self)
    if windowChanges { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
    view.detach(notifyingSuperview: true)
    subviews.insert(view, at: min(index, subviews.count))
    view.superview = self
    if windowChanges { view.forEachInSubtree { $0.didMoveToWindow() } }
    view.didMoveToSuperview()
    didAddSubview(view)
    if windowChanges { UIViewController.forwardAppearance(toChildViewsIn: view, entering: newWindow != nil) }
    if view.tintColor != oldTintColor { view.inheritedTintColorDidChange() }
    TraitTracking.traitsMayHaveChanged()
  }

  /// Takes the view out of its superview's subviews, with UIKit's constraint removal (and `willRemoveSubview(_:)`
  /// when `notifyingSuperview`), without the view's own callbacks.
  private func detach(notifyingSuperview: Bool) {
    guard let superview else { return }
    if notifyingSuperview { superview.willRemoveSubview(self) }
    var ancestor: UIView? = superview
    while let current = ancestor {
      current.removeConstraintsReferringToSubtree(of: self)
      ancestor = current.superview
    }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// Runs `body` on this view, then on each descendant, front to back by tree order.
  func forEachInSubtree(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.forEachInSubtree(body) }
  }
}
