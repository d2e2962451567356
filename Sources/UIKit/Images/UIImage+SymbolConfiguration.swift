import Foundation

extension UIImage {
  /// How a symbol image is drawn: its point size, weight, scale or text style (UIKit does not expose them; the
  /// stand-in keeps them for equality).
  public final class SymbolConfiguration: NSObject, Sendable {
    /// The point size, if set.
    let pointSize: CGFloat?
    /// The weight.
    let weight: SymbolWeight
    /// The scale.
    let scale: SymbolScale
    /// The text style whose size the symbol follows, if set.
    let textStyle: UIFont.TextStyle?

    private init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// A configuration with `pointSize`.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with `pointSize`, `weight` and `scale`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// A configuration with `weight`.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// A configuration with `scale`.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// A configuration following `textStyle`'s size.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// Whether `object` is a configuration with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && textStyle == other.textStyle
    }

    /// A hash consistent with ``isEqual(_:)``.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(pointSize)
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(textStyle)
      return hasher.finalize()
    }
  }
}
