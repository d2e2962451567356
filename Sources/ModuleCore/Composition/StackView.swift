#if canImport(UIKit)
  import UIKit

  /// A vertical stack of views that fills its width (a container module's slots above its own
  /// content): UIKit's `UIStackView` with a vertical axis. Hidden arranged views take no space,
  /// which is how a slot collapses (``ModuleSlots/setCollapsed(_:slot:)``).
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
#else
  /// A headless stand-in for ModuleCore's iOS `StackView` (a vertical `UIStackView`): arranged
  /// views in order, top to bottom. It does no layout; a hidden arranged view stays in the list,
  /// as in UIKit, where it only stops taking space.
  @MainActor
  open class StackView: PlatformView {
    private let arranged = PlatformView()

    /// An empty vertical stack.
    public override init() {
      super.init()
      addSubview(arranged)
    }

    /// Appends `view` below the arranged views (moving it if it was arranged already).
    public func addArrangedSubview(_ view: PlatformView) { arranged.addSubview(view) }

    /// The arranged views, top to bottom.
    public var arrangedSubviews: [PlatformView] { arranged.subviews }
  }
#endif
