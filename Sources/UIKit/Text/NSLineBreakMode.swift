import Foundation

/// How text that does not fit is wrapped or truncated.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap before the first character that does not fit.
  case byCharWrapping
  /// Cut off at the edge.
  case byClipping
  /// Show the end, with an ellipsis at the start.
  case byTruncatingHead
  /// Show the start, with an ellipsis at the end.
  case byTruncatingTail
  /// Show both ends, with an ellipsis in the middle.
  case byTruncatingMiddle
}
