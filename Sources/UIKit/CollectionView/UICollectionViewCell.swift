import Foundation

/// UIKit's `UICollectionViewCell` where UIKit does not exist: a reusable view showing one item of a collection
/// view, its content in ``contentView``.
///
/// A content configuration (``contentConfiguration``) replaces the content view with the view it makes, or hands
/// itself to the content view already there when that view supports it. Changing ``isSelected`` or
/// ``isHighlighted`` updates the cell's configurations for its new state (``updateConfiguration(using:)``): UIKit
/// does it before the next layout pass, the UIKit stand-in at once.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  private var currentContentView = UIView()
  private var backgroundBase: UIBackgroundConfiguration?
  private var backgroundResolved: UIBackgroundConfiguration?
  var hasCustomBackgroundConfiguration = false

  /// A cell with `frame` and an empty content view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(currentContentView)
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view the cell's content goes in (the view a content configuration made, once one is set).
  open var contentView: UIView { currentContentView }

  /// Whether the cell's item is selected; the collection view sets it.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell is highlighted (being touched).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// The cell's state, which its configurations are updated for.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Whether the content configuration is updated for each new state (`true` by default).
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether the background configuration is updated for each new state (`true` by default).
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// The closure type of ``configurationUpdateHandler``.
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

  /// Called with the cell and its state each time the state changes, after the configurations were updated.
  public var configurationUpdateHandler: ConfigurationUpdateHandler?

  /// The cell's content: setting one replaces ``contentView`` with the view it makes, unless the current content
  /// view supports it (then that view shows it); setting `nil` afterwards puts a new, empty content view back.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }

  /// The cell's background, as updated for the cell's current state when
  /// ``automaticallyUpdatesBackgroundConfiguration`` is on.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { backgroundResolved }
    set {
      hasCustomBackgroundConfiguration = true
      setBackground(newValue)
    }
  }

  /// The background configuration of a plain cell (clear).
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

  /// Asks for the cell's configurations to be updated for its current state (at once in the UIKit stand-in).
  open func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// Updates the content and background configurations for `state` (when updated automatically), then calls
  /// ``configurationUpdateHandler``. Override to configure the cell for a state yourself; call `super`.
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let contentConfiguration {
      self.contentConfiguration = contentConfiguration.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration {
      backgroundResolved = backgroundBase?.updated(for: state)
    }
    configurationUpdateHandler?(self, state)
  }

  /// Sets the background without marking it as the app's own (a list cell's default).
  func setBackground(_ configuration: UIBackgroundConfiguration?) {
    backgroundBase = configuration
    backgroundResolved =
      automaticallyUpdatesBackgroundConfiguration ? configuration?.updated(for: configurationState) : configuration
  }

  private func applyContentConfiguration() {
    guard let configuration = contentConfiguration else {
      if currentContentView is any UIContentView { replaceContentView(with: UIView()) }
      return
    }
    if let current = currentContentView as? any UIView & UIContentView, current.supports(configuration) {
      current.configuration = configuration
      return
    }
    replaceContentView(with: configuration.makeContentView())
  }

  private func replaceContentView(with replacement: UIView) {
    currentContentView.removeFromSuperview()
    currentContentView = replacement
    addSubview(replacement)
  }
}
