#if canImport(UIKit) && !os(macOS)
  import UIKit

  extension ModuleClosing {
    /// Whether `viewController` should offer a close item in its navigation bar now: only when closing it
    /// dismisses it, that is when it is presented itself or is the root of a presented navigation controller.
    ///
    /// The Human Interface Guidelines keep a close control for modal screens. A pushed screen goes back with the
    /// navigation bar's Back button, an embedded child is closed by its container (whose bar is the one shown),
    /// and the root of a window has nowhere to go. Ask when the screen is about to appear (`viewWillAppear(_:)`):
    /// before that, it is not yet pushed, presented or embedded.
    public static func offersCloseItem(for viewController: UIViewController) -> Bool {
      if case .dismiss = route(for: viewController) { return true }
      return false
    }
  }
#endif
