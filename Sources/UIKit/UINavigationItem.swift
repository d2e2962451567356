import Foundation

/// UIKit's `UINavigationItem` where UIKit does not exist: what a navigation bar shows for a view
/// controller (recorded; the stand-in has no bar).
@MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the bar.
  open var title: String?

  /// Creates an item with `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }
}
