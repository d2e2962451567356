#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// One slot of a container module's screen: the child module's title as a section header, above the child.
  ///
  /// An embedded child's own navigation item is never shown (the navigation bar shows the container's), so the
  /// container shows the child's title itself, the way a grouped list titles its sections. ``ModuleSlots`` puts the
  /// child's view in ``childContainer`` and the title it was given in ``title``; with no title the header takes no
  /// space. The header follows Dynamic Type. It is not marked with the `.header` accessibility trait: the iOS 17 and
  /// 18.0 SDKs import that constant from a mutable global, which Swift 6 code cannot read.
  ///
  /// ``ContainerRootView/addSlotContainer(_:)`` and ``ScrollStackView/addSlotContainer(_:)`` make one by default.
  @MainActor
  open class ModuleSlotView: UIView {
    /// The section header: the child's title, in the headline text style, on as many lines as it needs.
    public let titleLabel = UILabel()

    /// The view the child module's view is pinned in, below the header.
    public let childContainer = UIView()

    /// The header's view, hidden when there is no title; its layout margins inset the title.
    public let headerView = UIView()

    /// The vertical stack of ``headerView`` and ``childContainer``, pinned to the slot's edges.
    public let stackView = UIStackView()

    /// The title the header shows; `nil` or empty hides the header.
    public var title: String? {
      get { titleLabel.text }
      set {
        titleLabel.text = newValue
        headerView.isHidden = newValue?.isEmpty ?? true
      }
    }

    /// A slot with no title (its header hidden) and an empty child container.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      titleLabel.textColor = .label
      titleLabel.translatesAutoresizingMaskIntoConstraints = false
      headerView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
      headerView.addSubview(titleLabel)
      headerView.isHidden = true
      stackView.axis = .vertical
      stackView.alignment = .fill
      stackView.addArrangedSubview(headerView)
      stackView.addArrangedSubview(childContainer)
      stackView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stackView)
      let margins = headerView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
        titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        stackView.topAnchor.constraint(equalTo: topAnchor),
        stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
      ])
    }

    /// Not supported: slots are built in code.
    public required init?(coder: NSCoder) { nil }
  }
#endif
