import Foundation

/// The animation UIKit uses to present a view controller; the stand-in records it and does not animate.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum UIModalTransitionStyle: Int, Sendable {
  /// The presented view slides up from the bottom of the screen (the default).
  case coverVertical = 0
  /// The view flips horizontally from right to left.
  case flipHorizontal = 1
  /// The old view fades out while the new one fades in.
  case crossDissolve = 2
  /// A corner of the presenting view curls up to reveal the presented one.
  case partialCurl = 3
}
