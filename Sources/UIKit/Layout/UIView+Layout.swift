import Foundation

extension UIView {
  /// The value of a dimension of ``intrinsicContentSize`` the view has no size for.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The target size that asks ``systemLayoutSizeFitting(_:)`` for the smallest size.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The target size that asks ``systemLayoutSizeFitting(_:)`` for the largest size.
  public static let layoutFittingExpandedSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  // MARK: - Constraints

  /// The constraints installed on this view: the active constraints whose closest common ancestor is this view.
  public var constraints: [NSLayoutConstraint] { layoutState.constraints }

  /// Installs `constraint` on this view (activating it); prefer ``NSLayoutConstraint/isActive``, which finds the
  /// right view.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let installed = constraint.installedView, installed !== self { installed.removeConstraint(constraint) }
    guard constraint.installedView !== self else { return }
    layoutState.constraints.append(constraint)
    constraint.installedView = self
  }

  /// Installs each of `constraints` on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes `constraint` from this view (deactivating it); does nothing if it is not installed here.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self else { return }
    layoutState.constraints.removeAll { $0 === constraint }
    constraint.installedView = nil
  }

  /// Removes each of `constraints` from this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Removes the constraints installed here that refer to `view` or its descendants (the view is leaving).
  func removeConstraintsReferringToSubtree(of view: UIView) {
    for constraint in layoutState.constraints where constraint.refers(toViewIn: view) {
      removeConstraint(constraint)
    }
  }

  /// Whether the view's frame and autoresizing mask turn into constraints; `true` for views made in code. Set it to
  /// `false` on a view positioned with constraints, or the two conflict on a device.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set { layoutState.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// How the view resizes when its superview's bounds change (none by default).
  public var autoresizingMask: AutoresizingMask {
    get { layoutState.autoresizingMask }
    set { layoutState.autoresizingMask = newValue }
  }

  /// Whether subviews resize with their autoresizing masks when this view's bounds change (`true` by default).
  public var autoresizesSubviews: Bool {
    get { layoutState.autoresizesSubviews }
    set { layoutState.autoresizesSubviews = newValue }
  }

  // MARK: - Content priorities

  /// How strongly the view resists growing beyond its intrinsic size along `axis` (``UILayoutPriority/defaultLow``
  /// by default).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layoutState.contentHugging.horizontal : layoutState.contentHugging.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`; in a stack view that fills,
  /// the arranged view with the lowest hugging priority takes the extra space.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.contentHugging.horizontal = priority
    } else {
      layoutState.contentHugging.vertical = priority
    }
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (``UILayoutPriority/defaultHigh``
  /// by default).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layoutState.compressionResistance.horizontal : layoutState.compressionResistance.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.compressionResistance.horizontal = priority
    } else {
      layoutState.compressionResistance.vertical = priority
    }
  }

  // MARK: - Margins

  /// The space between the view's edges and its content, by reading direction (8 points on each side by default).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { layoutState.directionalLayoutMargins }
    set {
      layoutState.directionalLayoutMargins = newValue
      layoutMarginsDidChange()
    }
  }

  /// The space between the view's edges and its content, by physical side; the same margins as
  /// ``directionalLayoutMargins`` (left is leading: the stand-in lays out left to right).
  public var layoutMargins: UIEdgeInsets {
    get {
      let margins = layoutState.directionalLayoutMargins
      return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }
    set {
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
    }
  }

  /// Whether the layout margins grow to include the safe area (`true` by default).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState.insetsLayoutMarginsFromSafeArea }
    set { layoutState.insetsLayoutMarginsFromSafeArea = newValue }
  }

  /// Whether the view also respects its superview's margins (`false` by default).
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutState.preservesSuperviewLayoutMargins }
    set { layoutState.preservesSuperviewLayoutMargins = newValue }
  }

  // MARK: - Layout guides

  /// The layout guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

  /// Adds `layoutGuide` to the view, which becomes its ``UILayoutGuide/owningView``.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    guard !layoutState.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
    layoutState.layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes `layoutGuide` from the view.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutState.layoutGuides.removeAll { $0 === layoutGuide }
    if layoutGuide.owningView === self { layoutGuide.owningView = nil }
  }

  /// The part of the view not covered by bars and other content (the status bar, a navigation bar, the home
  /// indicator); pin content to it so it starts below the navigation bar.
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(\.safeAreaLayoutGuide, identifier: "UIViewSafeAreaLayoutGuide") { UILayoutGuide() }
  }

  /// The view's bounds inset by its ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(\.layoutMarginsGuide, identifier: "UIViewLayoutMarginsGuide") { UILayoutGuide() }
  }

  /// An area of the view with a width comfortable for reading text.
  public var readableContentGuide: UILayoutGuide {
    systemGuide(\.readableContentGuide, identifier: "UIViewReadableContentGuide") { UILayoutGuide() }
  }

  /// The space the keyboard takes in the view; its top follows the keyboard (the stand-in has none).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    systemGuide(\.keyboardLayoutGuide, identifier: "UIViewKeyboardLayoutGuide") { UIKeyboardLayoutGuide() }
  }

  /// The guide kept at `keyPath`, made (owned by this view) on first use.
  private func systemGuide<Guide: UILayoutGuide>(
    _ keyPath: ReferenceWritableKeyPath<UIViewLayoutState, Guide?>, identifier: String, make: () -> Guide
  ) -> Guide {
    if let guide = layoutState[keyPath: keyPath] { return guide }
    let guide = make()
    guide.identifier = identifier
    guide.owningView = self
    layoutState[keyPath: keyPath] = guide
    return guide
  }
}
