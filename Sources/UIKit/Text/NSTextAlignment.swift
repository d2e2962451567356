import Foundation

/// How lines of text are aligned.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum NSTextAlignment: Int, Sendable {
  /// Against the left edge.
  case left = 0
  /// Centered.
  case center = 1
  /// Against the right edge.
  case right = 2
  /// Stretched to both edges (the last line is natural).
  case justified = 3
  /// The script's own alignment: left for left-to-right text, right for right-to-left text.
  case natural = 4
}
