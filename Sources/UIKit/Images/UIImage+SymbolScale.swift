import Foundation

extension UIImage {
  /// A symbol's size relative to its text.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum SymbolScale: Int, Sendable {
    /// The default scale.
    case `default` = -1
    /// The scale of the context.
    case unspecified = 0
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }
}
