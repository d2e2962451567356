#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// A vertical stack of slot containers that scrolls (a scroll container, such as a mail message's header, contacts,
  /// attachments and body, each driven by its own submodule).
  ///
  /// A `UIScrollView` holding a vertical `UIStackView` whose edges are pinned to the scroll view's
  /// `contentLayoutGuide` and whose width equals the `frameLayoutGuide`'s, so the content scrolls vertically only and
  /// grows with its arranged views. Hidden arranged views take no space, which is how a slot collapses
  /// (``ModuleSlots/setCollapsed(_:slot:)``).
  @MainActor
  open class ScrollStackView: UIScrollView {
    /// The vertical stack the arranged views are in.
    public let stackView = UIStackView()

    /// A scroll stack with no arranged views.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      stackView.axis = .vertical
      stackView.alignment = .fill
      stackView.distribution = .fill
      stackView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stackView)
      NSLayoutConstraint.activate([
        stackView.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
        stackView.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
        stackView.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
        stackView.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
      ])
    }

    /// Not supported: scroll stacks are built in code.
    public required init?(coder: NSCoder) { nil }

    /// Appends `view` below the arranged views (moving it to the end if it was arranged already).
    public func addArrangedSubview(_ view: UIView) { stackView.addArrangedSubview(view) }

    /// Appends a ``ModuleSlotView`` (the child's title above the child) as the next slot container; returns it.
    @discardableResult
    public func addSlotContainer() -> ModuleSlotView {
      addSlotContainer(ModuleSlotView())
    }

    /// Appends `container` as the next slot container, as tall as the child embedded in it (``SlotSizing``), so the
    /// scroll view's content height is the sum of its children's; returns it.
    @discardableResult
    public func addSlotContainer<Container: UIView>(_ container: Container) -> Container {
      SlotSizing.wrapChild(in: container)
      stackView.addArrangedSubview(container)
      return container
    }

    /// The arranged views, top to bottom.
    public var arrangedSubviews: [UIView] { stackView.arrangedSubviews }
  }
#endif
