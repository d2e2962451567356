import Foundation

/// How a presented view controller covers the screen: UIKit's modal presentation styles.
///
/// The raw values are UIKit's. What the stand-in does with each style: `.fullScreen` and `.currentContext` take the
/// presenting controller's views out of the window for as long as the presentation lasts (the presenter disappears,
/// then appears again on dismissal); every other style leaves the presenter on screen. `.automatic`, the default,
/// becomes a sheet (see ``UIPresentationController/presentationStyle``). The stand-in has no presentation contexts, so
/// `.currentContext` and `.overCurrentContext` cover the whole window like `.fullScreen` and `.overFullScreen`.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum UIModalPresentationStyle: Int, Sendable {
  /// The style UIKit chooses: a sheet for most view controllers.
  case automatic = -2
  /// No adaptation; used in an adaptive presentation delegate's answer.
  case none = -1
  /// The presented view covers the screen; the presenting controller's views are removed once it is shown.
  case fullScreen = 0
  /// A sheet that partially covers the underlying content.
  case pageSheet = 1
  /// A sheet with the content centered on the screen.
  case formSheet = 2
  /// Covers the controller that defines the presentation context; its views are removed once shown.
  case currentContext = 3
  /// A presentation managed by a custom presentation controller and animators.
  case custom = 4
  /// The presented view covers the screen; the views beneath stay in the view hierarchy.
  case overFullScreen = 5
  /// Covers the controller that defines the presentation context; the views beneath stay.
  case overCurrentContext = 6
  /// A popover in a regular-width environment.
  case popover = 7
}
