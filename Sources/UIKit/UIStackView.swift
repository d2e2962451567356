import Foundation

/// UIKit's `UIStackView` where UIKit does not exist: arranged views in order, kept as subviews as UIKit
/// keeps them. It does no layout; a hidden arranged view stays arranged, as in UIKit, where it only stops
/// taking space.
@MainActor
open class UIStackView: UIView {
  /// The direction views are arranged in.
  public enum Axis: Int, Sendable {
    /// Side by side.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// How arranged views are placed across the axis.
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

  /// The arranged views, in order.
  open private(set) var arrangedSubviews: [UIView] = []

  /// The direction views are arranged in (horizontal by default, as in UIKit).
  open var axis = Axis.horizontal

  /// How arranged views are placed across the axis.
  open var alignment = Alignment.fill

  /// How arranged views share the stack view's length.
  open var distribution = Distribution.fill

  /// The space between arranged views, in points.
  open var spacing: CGFloat = 0

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

  /// Appends `view` to the arranged views (moving it to the end if it was arranged already) and makes it a
  /// subview.
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    addSubview(view)
  }

  /// Stops arranging `view`; as in UIKit, it stays a subview.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  /// A subview removed from the stack view stops being arranged too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
  }
}
