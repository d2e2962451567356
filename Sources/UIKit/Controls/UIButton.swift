import Foundation

/// UIKit's `UIButton` where UIKit does not exist: a control with a title and image per state, or a
/// ``Configuration``, that runs its actions when tapped.
///
/// A tap in UIKit sends ``UIControl/Event/touchUpInside`` and ``UIControl/Event/primaryActionTriggered``. The primary
/// action given to an initializer is registered, as UIKit documents, "for the primaryActionTriggered control event",
/// so a test runs it with `button.sendActions(for: .primaryActionTriggered)`; `sendActions(for: .touchUpInside)` runs
/// only the actions added for `.touchUpInside`, on a device as here.
@MainActor
open class UIButton: UIControl {
  /// The kind of button.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum ButtonType: Int, Sendable {
    /// No system styling.
    case custom = 0
    /// The system's standard button (tinted text).
    case system
    /// A detail disclosure (ⓘ in a row).
    case detailDisclosure
    /// A light info button.
    case infoLight
    /// A dark info button.
    case infoDark
    /// An add-contact (+) button.
    case contactAdd
    /// A plain button with no background (visionOS only: unavailable on iOS).
    @available(*, unavailable, message: "UIButton.ButtonType.plain is unavailable on iOS")
    case plain
    /// A close (✕) button.
    case close

    /// The system button (its old name).
    public static var roundedRect: ButtonType { .system }
  }

  /// The kind of button, fixed when it was made.
  open private(set) var buttonType = ButtonType.custom

  /// The button's appearance, title and image when it uses a configuration (`nil` for a button set up per state).
  public var configuration: Configuration? {
    didSet { configurationUpdateHandler?(self) }
  }

  /// A closure that updates a button's configuration for its current state.
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// Called when the button's configuration should reflect a new state.
  open var configurationUpdateHandler: ConfigurationUpdateHandler?

  /// The menu the button shows.
  open var menu: UIMenu?

  /// Whether a tap selects the next menu item (a pop-up button).
  open var changesSelectionAsPrimaryAction = false

  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var storedAccessibilityLabel: String?
  private lazy var titleLabelView: UILabel = {
    let label = UILabel()
    addSubview(label)
    return label
  }()

  /// Creates a custom button with `frame`; it is an accessibility element with the button trait.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityTraits = .button
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A button of `buttonType` that registers `primaryAction` for ``UIControl/Event/primaryActionTriggered`` and takes
  /// its title and image.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    adopt(primaryAction)
  }

  /// A custom button with `frame` that registers `primaryAction` for ``UIControl/Event/primaryActionTriggered`` and
  /// takes its title and image.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    adopt(primaryAction)
  }

  /// A system button showing `configuration` that registers `primaryAction` for
  /// ``UIControl/Event/primaryActionTriggered``. UIKit: "If the primary action contains a title or an image, this
  /// method copies them to the configuration".
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
      if let image = primaryAction.image { configuration.image = image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
  }

  // MARK: - Titles and images per state

  /// Sets the title for `state`; states without a title use the ``UIControl/State/normal`` one.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  /// The title for `state`; UIKit: "If no title has been set for the specific state, this method returns the title
  /// associated with the normal state."
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title shown now: the one for the current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// The label showing ``currentTitle``.
  open var titleLabel: UILabel? {
    titleLabelView.text = currentTitle
    return titleLabelView
  }

  /// Sets the image for `state`; states without an image use the ``UIControl/State/normal`` one.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
  }

  /// The image for `state`, or the normal one.
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }

  /// Sets the title color for `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title color for `state`, or the normal one.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  /// Asks for ``configurationUpdateHandler`` to run (at once, in the stand-in).
  open func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }

  /// Updates the configuration for the current state: runs ``configurationUpdateHandler``.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }

  /// What VoiceOver says: the title (per state, else the configuration's) unless a label was set; UIKit: "standard
  /// UIKit controls and views have labels that derive from their titles".
  open override var accessibilityLabel: String? {
    get { storedAccessibilityLabel ?? currentTitle ?? configuration?.title }
    set { storedAccessibilityLabel = newValue }
  }

  private func adopt(_ primaryAction: UIAction?) {
    guard let primaryAction else { return }
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
    addAction(primaryAction, for: .primaryActionTriggered)
  }
}
