import Foundation

/// UIKit's `UICollectionReusableView` where UIKit does not exist: a view a collection view reuses (a cell, a
/// section header or footer), made from the class registered for its reuse identifier.
///
/// A collection view makes a registered class with `init(frame:)`: a subclass that declares initializers must
/// override `init(frame:)` (and `init?(coder:)`, which UIKit requires anyway), as a UIKit cell must, or it does
/// not compile against the UIKit stand-in (on iOS it would stop at its first dequeue).
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with; `nil` for a view not made by a collection view.
  public internal(set) var reuseIdentifier: String?

  /// A view with `frame` (collection views make registered classes with it).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// How the UIKit stand-in makes a registered class (through its `init(frame:)`); not part of UIKit's API, so
  /// it is behind the `StandIn` SPI, which no client imports.
  @_spi(StandIn) public required convenience init(_standInFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Resets the view before the collection view hands it out again: UIKit calls it before the dequeue method
  /// returns a reused view (never for a view reconfigured in place). The default does nothing; call `super`.
  open func prepareForReuse() {}

  /// Applies layout attributes the collection view's layout gave the view (after its frame was set from them).
  /// The default does nothing.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, given `layoutAttributes` (a self-sizing view changes the size): the
  /// collection view asks after the data source configured the view and before it is displayed. The default
  /// returns `layoutAttributes` (the UIKit stand-in does not measure content).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}
