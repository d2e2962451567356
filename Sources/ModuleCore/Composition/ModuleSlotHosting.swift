#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// A view controller with named places for child modules (a container module's view); the
  /// views it returns are built in `loadView()` (or `viewDidLoad()`), before ``ModuleSlots``
  /// puts children in them.
  @MainActor
  public protocol ModuleSlotHosting: AnyObject {
    /// The view slot `slot`'s child goes in; `nil` for the root view.
    func containerView(for slot: ModuleSlotID) -> UIView?
  }
#endif
