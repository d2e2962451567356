import Foundation

/// UIKit's `UILayoutGuide` where UIKit does not exist: a rectangle that takes part in Auto Layout without being a
/// view (an empty space between views, the safe area, the layout margins).
///
/// A guide belongs to the view it was added to (``owningView``); constraints to it are installed as if it were that
/// view. The stand-in solves nothing, so ``layoutFrame`` stays zero.
@MainActor
open class UILayoutGuide: NSObject {
  /// The view that owns the guide (set by `UIView.addLayoutGuide(_:)`).
  open weak var owningView: UIView?
  /// A name that shows in layout logs.
  open var identifier = ""
  /// The guide's rectangle in its owning view (zero in the stand-in, which lays nothing out).
  open var layoutFrame: CGRect { .zero }

  /// A guide that belongs to no view yet.
  public override init() {
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The guide's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The guide's horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The guide's vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
