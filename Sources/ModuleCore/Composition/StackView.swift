#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// A vertical stack of views that fills its width (a container module's slots above its own
  /// content): a `UIStackView` with a vertical axis. Hidden arranged views take no space, which is
  /// how a slot collapses (``ModuleSlots/setCollapsed(_:slot:)``).
  open class StackView: UIStackView {
    /// An empty vertical stack.
    public init() {
      super.init(frame: .zero)
      axis = .vertical
      alignment = .fill
      distribution = .fill
    }

    /// A stack decoded from a storyboard, made vertical.
    public required init(coder: NSCoder) {
      super.init(coder: coder)
      axis = .vertical
    }
  }
#endif
