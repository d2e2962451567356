#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// A base for container modules' view controllers: owns the module's ``ModuleSlots`` and embeds
  /// the children its router asked for once its view has loaded. Subclasses build their container
  /// views in `loadView()` (or `viewDidLoad()` before calling `super`) and return them from
  /// ``containerView(for:)``.
  open class ContainerViewController: UIViewController, ModuleSlotHosting {
    /// The children by slot; hand it to the router at assembly.
    public private(set) lazy var slots = ModuleSlots(host: self)

    /// Embeds the pending children, after the subclass's containers exist.
    open override func viewDidLoad() {
      super.viewDidLoad()
      slots.hostViewDidLoad()
    }

    /// The container view of `slot`; `nil` (the default) puts the child in the root view.
    open func containerView(for slot: ModuleSlotID) -> UIView? { nil }
  }
#endif
