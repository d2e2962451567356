#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// The root view of a container module's screen: an opaque background and a vertical stack of slot containers
  /// above the module's own content, laid out to be right on a device.
  ///
  /// - The background is `.systemBackground`, so the screen is not transparent (or black during a push).
  /// - The stack is pinned to the `safeAreaLayoutGuide`: top, leading and trailing equal, and bottom at most the safe
  ///   area's bottom, so the first slot starts below the navigation bar and nothing runs under the home indicator. A
  ///   second bottom constraint, equal but just below the slots' hugging priority (`defaultHigh - 1`), makes the stack
  ///   fill the safe area when its content is shorter.
  /// - A slot container (a ``ModuleSlotView`` by default: the child's title as a header above the child) is as tall
  ///   as its header and child module: a plain `UIView` has no intrinsic height for hugging to keep,
  ///   so each container also has a `height == 0` constraint at `fittingSizeLevel` (``SlotSizing``), which the
  ///   child's own constraints override; the ``contentView`` hugs less than anything else (`defaultLow - 1`) and takes
  ///   the height the slots leave.
  ///
  /// Build it in `loadView()`:
  ///
  /// ```swift
  /// override func loadView() {
  ///   let root = ContainerRootView()
  ///   for slot in ProfileSlot.order { containers[slot] = root.addSlotContainer() }
  ///   contentView = root.contentView
  ///   view = root
  /// }
  /// ```
  @MainActor
  open class ContainerRootView: UIView {
    /// The vertical stack: the slot containers in order, then ``contentView``.
    public let stackView = StackView()

    /// The module's own content, below the slots; it takes the height the slots leave.
    public let contentView = UIView()

    /// A root view with a `.systemBackground` background, an empty stack pinned to the safe area and the content view.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemBackground
      stackView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stackView)
      contentView.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
      stackView.addArrangedSubview(contentView)
      let safeArea = safeAreaLayoutGuide
      let fillsSafeArea = stackView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
      fillsSafeArea.priority = .defaultHigh - 1
      NSLayoutConstraint.activate([
        stackView.topAnchor.constraint(equalTo: safeArea.topAnchor),
        stackView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        stackView.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
        fillsSafeArea,
      ])
    }

    /// Not supported: container screens are built in code.
    public required init?(coder: NSCoder) { nil }

    /// Adds a ``ModuleSlotView`` (the child's title above the child) as the next slot container; returns it.
    @discardableResult
    public func addSlotContainer() -> ModuleSlotView {
      addSlotContainer(ModuleSlotView())
    }

    /// Adds `container` as the next slot container, above ``contentView``, wrapping its child vertically; returns it.
    @discardableResult
    public func addSlotContainer<Container: UIView>(_ container: Container) -> Container {
      container.setContentHuggingPriority(.defaultHigh, for: .vertical)
      SlotSizing.wrapChild(in: container)
      let contentIndex = stackView.arrangedSubviews.firstIndex { $0 === contentView }
      stackView.insertArrangedSubview(container, at: contentIndex ?? stackView.arrangedSubviews.count)
      return container
    }
  }
#endif
