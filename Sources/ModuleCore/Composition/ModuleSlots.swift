#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// A container module's children, by slot, embedded without loading any view early.
  ///
  /// A router asks `slots.embed(child, in: "header", title: title)` while the module is being assembled; the host's
  /// view does not exist yet, so the request is kept, and the host's `viewDidLoad()` calls
  /// ``hostViewDidLoad()``, which embeds every pending child in request order: `addChild` (UIKit
  /// sends `willMove(toParent:)`), the child's view into the slot's container view, `didMove(toParent:)`.
  /// So assembling a tree of modules configures every presenter and loads no view; the children's
  /// views load when the host's does. Once the host's view exists, `embed` acts at once.
  ///
  /// A slot whose container view is a ``ModuleSlotView`` (``ContainerRootView`` and ``ScrollStackView`` make those)
  /// shows the child's title as its header, and the child's view goes in its ``ModuleSlotView/childContainer``: an
  /// embedded child's own navigation item is never on screen, so the container shows its title.
  ///
  /// The host is held weakly; the host owns its `ModuleSlots` (``ContainerViewController`` does), the
  /// slots own the pending children, and embedded children are also the host's `children`.
  @MainActor
  public final class ModuleSlots {
    private weak var host: UIViewController?
    private var embedded: [ModuleSlotID: UIViewController] = [:]
    private var pending: [(slot: ModuleSlotID, child: UIViewController)] = []
    private var collapsed: Set<ModuleSlotID> = []
    private var titles: [ModuleSlotID: String] = [:]

    /// The slots' children, in the order they were (or will be) embedded.
    public private(set) var order: [ModuleSlotID] = []

    /// Slots of `host`, which must conform to ``ModuleSlotHosting`` to name container views
    /// (otherwise every child goes in the root view).
    public init(host: UIViewController) {
      self.host = host
    }

    /// The child in `slot`, embedded or waiting for the host's view.
    public func child(in slot: ModuleSlotID) -> UIViewController? {
      embedded[slot] ?? pending.last { $0.slot == slot }?.child
    }

    /// Whether `slot`'s child is waiting for the host's view.
    public func isPending(_ slot: ModuleSlotID) -> Bool {
      pending.contains { $0.slot == slot }
    }

    /// The title `slot`'s header shows (or will show once the host's view loads), if any.
    public func title(in slot: ModuleSlotID) -> String? {
      titles[slot]
    }

    /// Puts `child` in `slot`, replacing the slot's child (which is removed first), with `title` as the slot's
    /// header when its container is a ``ModuleSlotView`` (`nil`: no header). Before the host's view is loaded the
    /// request is kept for ``hostViewDidLoad()``; no view is loaded.
    public func embed(_ child: UIViewController, in slot: ModuleSlotID, title: String? = nil) {
      if self.child(in: slot) === child {
        setTitle(title, for: slot)
        return
      }
      remove(from: slot)
      order.append(slot)
      titles[slot] = title
      guard let host, host.isViewLoaded else {
        pending.append((slot, child))
        return
      }
      attach(child, in: slot, to: host)
    }

    /// Changes the title `slot`'s header shows; `nil` hides the header.
    public func setTitle(_ title: String?, for slot: ModuleSlotID) {
      titles[slot] = title
      guard let host, host.isViewLoaded else { return }
      ((host as? ModuleSlotHosting)?.containerView(for: slot) as? ModuleSlotView)?.title = title
    }

    /// Removes `slot`'s child and its header: `willMove(toParent: nil)`, its view out, `removeFromParent()`
    /// (UIKit then sends `didMove(toParent: nil)`). A pending child is simply dropped.
    public func remove(from slot: ModuleSlotID) {
      pending.removeAll { $0.slot == slot }
      order.removeAll { $0 == slot }
      if titles.removeValue(forKey: slot) != nil, let host, host.isViewLoaded {
        ((host as? ModuleSlotHosting)?.containerView(for: slot) as? ModuleSlotView)?.title = nil
      }
      guard let child = embedded.removeValue(forKey: slot) else { return }
      ModuleEmbedding.remove(child)
    }

    /// Whether `slot` is collapsed.
    public func isCollapsed(_ slot: ModuleSlotID) -> Bool {
      collapsed.contains(slot)
    }

    /// Collapses (hides) or expands `slot`'s container view; in a ``StackView`` or
    /// ``ScrollStackView`` a hidden container takes no space, so the slots below move up and the
    /// other children stay as they are. Before the host's view loads the state is kept and applied
    /// then. A slot whose child goes in the root view does not collapse.
    public func setCollapsed(_ isCollapsed: Bool, slot: ModuleSlotID) {
      if isCollapsed { collapsed.insert(slot) } else { collapsed.remove(slot) }
      guard let host, host.isViewLoaded else { return }
      (host as? ModuleSlotHosting)?.containerView(for: slot)?.isHidden = isCollapsed
    }

    /// The slot `child` is in (embedded or pending), if any.
    public func slot(of child: UIViewController) -> ModuleSlotID? {
      embedded.first { $0.value === child }?.key ?? pending.last { $0.child === child }?.slot
    }

    /// Embeds the children waiting for the host's view, in request order; call it from the host's
    /// `viewDidLoad()` (``ContainerViewController`` does).
    public func hostViewDidLoad() {
      guard let host else { return }
      let waiting = pending
      pending = []
      for (slot, child) in waiting { attach(child, in: slot, to: host) }
    }

    private func attach(_ child: UIViewController, in slot: ModuleSlotID, to host: UIViewController) {
      let slotContainer = (host as? ModuleSlotHosting)?.containerView(for: slot)
      slotContainer?.isHidden = collapsed.contains(slot)
      var container = slotContainer ?? host.view
      if let slotView = slotContainer as? ModuleSlotView {
        slotView.title = titles[slot]
        container = slotView.childContainer
      }
      embedded[slot] = child
      ModuleEmbedding.embed(child, in: host, container: container)
    }
  }
#endif
