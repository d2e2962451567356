import Foundation

/// UIKit's `UITraitCollection` where UIKit does not exist: the environment a view or a configuration state is in
/// (size classes, content size category, interface style…). The UIKit stand-in models no traits: every trait
/// collection is empty, which is what configuration states carry here.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// An empty trait collection.
  public override init() {
    super.init()
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }
}
