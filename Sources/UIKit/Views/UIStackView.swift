import Foundation

/// UIKit's `UIStackView` where UIKit does not exist: arranged views in order, kept as subviews as UIKit keeps them.
///
/// It follows UIKit's rules for which views are arranged: ``addArrangedSubview(_:)`` also makes the view a subview;
/// ``removeArrangedSubview(_:)`` stops arranging it but keeps it a subview; a view removed from the stack view
/// (`removeFromSuperview()`) stops being arranged too; a hidden arranged view stays arranged (UIKit only stops giving
/// it space). The stand-in lays nothing out: axis, alignment, distribution and spacings are kept for tests to read.
@MainActor
open class UIStackView: UIView {
  /// How arranged views are placed across the axis.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Alignment: Int, Sendable {
    /// Stretched to fill the stack view across the axis.
    case fill
    /// Against the leading edge (vertical stacks) or the top (horizontal ones).
    case leading
    /// Along their first baselines (horizontal stacks).
    case firstBaseline
    /// Centered across the axis.
    case center
    /// Against the trailing edge (vertical stacks) or the bottom (horizontal ones).
    case trailing
    /// Along their last baselines (horizontal stacks).
    case lastBaseline

    /// Against the top (horizontal stacks).
    public static var top: Alignment { .leading }
    /// Against the bottom (horizontal stacks).
    public static var bottom: Alignment { .trailing }
  }

  /// How arranged views share the stack view's length along the axis.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Distribution: Int, Sendable {
    /// One view (by hugging priority, then index) takes the space the others leave.
    case fill
    /// Every view gets the same length.
    case fillEqually
    /// Lengths in proportion to the views' intrinsic sizes.
    case fillProportionally
    /// Equal space between views.
    case equalSpacing
    /// Equal distance between the views' centers.
    case equalCentering
  }

  /// The value of a custom spacing that means "use the stack view's ``spacing``".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The value of a spacing that means "use the system spacing".
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  /// The arranged views, in order (a subset of ``UIView/subviews``).
  open private(set) var arrangedSubviews: [UIView] = []

  /// The spacings set after arranged views with ``setCustomSpacing(_:after:)``.
  private var customSpacings: [(view: UIView, spacing: CGFloat)] = []

  /// The direction views are arranged in (horizontal by default, as in UIKit).
  open var axis = NSLayoutConstraint.Axis.horizontal

  /// How arranged views are placed across the axis.
  open var alignment = Alignment.fill

  /// How arranged views share the stack view's length.
  open var distribution = Distribution.fill

  /// The space between arranged views, in points.
  open var spacing: CGFloat = 0

  /// Whether arranged views are laid out inside the stack view's layout margins rather than its edges.
  open var isLayoutMarginsRelativeArrangement = false

  /// Whether vertical spacing is measured between text baselines.
  open var isBaselineRelativeArrangement = false

  /// Creates an empty stack view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive; archives are not supported, so this makes an empty stack view.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Creates a stack view holding `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Appends `view` to the arranged views (moving it to the end if it was arranged already). UIKit: "This method
  /// automatically adds the provided view as a subview of the stack view, if it isn’t already. If the view is
  /// already a subview, this operation doesn’t alter the subview ordering."
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
  }

  /// Inserts `view` into the arranged views at `stackIndex`, shifting the views at and after it (a view that is
  /// already arranged moves). `stackIndex` must not be greater than the number of arranged views; UIKit raises an
  /// exception otherwise, and the stand-in stops the program.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    precondition(
      stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
      "Insertion index \(stackIndex) out of bounds for \(arrangedSubviews.count) arranged subviews.")
    arrangedSubviews.insert(view, at: stackIndex)
    if view.superview !== self { addSubview(view) }
  }

  /// Stops arranging `view`. UIKit: "this method doesn’t remove the provided view from the stack’s subviews array;
  /// therefore, the view is still displayed as part of the view hierarchy."
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings.removeAll { $0.view === view }
  }

  /// Sets the space after `arrangedSubview` (instead of ``spacing``). The stand-in forgets it when the view stops
  /// being arranged.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    customSpacings.removeAll { $0.view === arrangedSubview }
    customSpacings.append((arrangedSubview, spacing))
  }

  /// The space set after `arrangedSubview`, or ``spacingUseDefault`` when none was set.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.last { $0.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
  }

  /// A subview removed from the stack view stops being arranged too (UIKit: "Whenever an arranged view’s
  /// removeFromSuperview() method is called, the stack view removes the view from its arrangedSubviews array").
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }
}
