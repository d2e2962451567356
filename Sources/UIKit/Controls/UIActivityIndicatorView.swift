import Foundation

/// UIKit's `UIActivityIndicatorView` where UIKit does not exist: a spinner that shows a task is in progress.
///
/// It follows UIKit's ``hidesWhenStopped`` rule: while it is stopped and ``hidesWhenStopped`` is `true` (the
/// default), it is hidden; ``startAnimating()`` shows it. The stand-in does not spin; ``isAnimating`` says whether it
/// would.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Style: Int, Sendable {
    /// The medium spinner (the default).
    case medium = 100
    /// The large spinner.
    case large = 101
    /// The large white spinner of iOS 12 and earlier.
    @available(iOS, deprecated: 13.0, message: "Use large")
    case whiteLarge = 0
    /// The white spinner of iOS 12 and earlier.
    @available(iOS, deprecated: 13.0, message: "Use medium")
    case white = 1
    /// The gray spinner of iOS 12 and earlier.
    @available(iOS, deprecated: 13.0, message: "Use medium")
    case gray = 2
  }

  /// The spinner's size.
  open var style: Style
  /// The spinner's color; `nil` is the style's color.
  open var color: UIColor!
  /// Whether the spinner is animating (between ``startAnimating()`` and ``stopAnimating()``).
  open private(set) var isAnimating = false

  /// Whether the spinner hides while stopped. UIKit: "If the value of this property is true (the default), the
  /// receiver sets its isHidden property (UIView) to true when receiver is not animating."
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  /// A stopped, hidden spinner of `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = hidesWhenStopped
  }

  /// A stopped, hidden medium spinner with `frame`.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = hidesWhenStopped
  }

  /// Archives are not supported: this makes a stopped, hidden medium spinner.
  public required init(coder: NSCoder) {
    style = .medium
    super.init(frame: .zero)
    isHidden = hidesWhenStopped
  }

  /// Starts the animation and shows the spinner.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops the animation; UIKit: "When animating is stopped, the indicator is hidden, unless hidesWhenStopped is
  /// false."
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
