import Foundation

extension UIImage {
  /// A symbol's weight.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum SymbolWeight: Int, Sendable {
    /// The weight of the context.
    case unspecified
    /// Ultra light.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
  }
}
