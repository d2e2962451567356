import Foundation

/// CoreGraphics' `CGAffineTransform` (which UIKit brings with it) where UIKit does not exist: the matrix of a 2D
/// affine transform. The UIKit stand-in draws nothing, so it only keeps the values.
public struct CGAffineTransform: Equatable, Sendable {
  /// The matrix's entries.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// The identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The transform with these entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()
}
