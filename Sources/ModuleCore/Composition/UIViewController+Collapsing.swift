#if canImport(UIKit) && !os(macOS)
  import UIKit

  extension UIViewController {
    /// Collapses or expands this module in the container module it is embedded in (a mail's
    /// attachments folding away): its slot's container is hidden or shown and its siblings stay as
    /// they are. Does nothing when the parent is not a ``ContainerViewController``.
    public func setCollapsedInContainer(_ isCollapsed: Bool) {
      guard let container = parent as? ContainerViewController, let slot = container.slots.slot(of: self) else {
        return
      }
      container.slots.setCollapsed(isCollapsed, slot: slot)
    }
  }
#endif
