import Foundation

/// UIKit's `UIImageView` where UIKit does not exist: a view showing an image (it draws nothing). Like UIKit's, it
/// does not take touches by default.
@MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view shows ``highlightedImage``.
  open var isHighlighted = false

  /// An image view showing `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// An image view showing `image`, and `highlightedImage` while highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// An empty image view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }
}
