import UIKit

#if os(iOS) || os(tvOS) || os(visionOS)

  /// A vertical stack of slot containers that scrolls (a scroll container, such as a mail message's
  /// header, contacts, attachments and body, each driven by its own submodule). A `UIScrollView`
  /// whose vertical `UIStackView` is pinned to the content layout guide and as wide as the frame
  /// layout guide, so it scrolls vertically only and grows with its arranged views.
  open class ScrollStackView: UIScrollView {
    private let stack = UIStackView()

    /// A scroll stack with no arranged views.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
        stack.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
        stack.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
      ])
    }

    /// Not supported: scroll stacks are built in code.
    public required init?(coder: NSCoder) { nil }

    /// Appends `view` below the arranged views.
    public func addArrangedSubview(_ view: UIView) { stack.addArrangedSubview(view) }

    /// The arranged views, top to bottom.
    public var arrangedSubviews: [UIView] { stack.arrangedSubviews }
  }
#else
  /// A headless stand-in for ModuleCore's iOS `ScrollStackView`: arranged views stacked top to
  /// bottom inside a scroll view (kept as subviews of an inner stack view, as on iOS).
  @MainActor
  open class ScrollStackView: UIScrollView {
    private let stack = UIView()

    /// A scroll stack with no arranged views.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(stack)
    }

    /// Not supported: scroll stacks are built in code.
    public required init?(coder: NSCoder) { nil }

    /// Appends `view` below the arranged views (moving it if it was arranged already).
    public func addArrangedSubview(_ view: UIView) { stack.addSubview(view) }

    /// The arranged views, top to bottom.
    public var arrangedSubviews: [UIView] { stack.subviews }
  }
#endif
