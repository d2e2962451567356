//
//  PasscodeViewController.swift
//  ScrollXctestViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// What the Passcode view shows once the content is loaded.
nonisolated struct PasscodeViewModel: Equatable {
  /// The main text.
  let message: String
}

/// The Passcode screen: a vertical scroll stack of its children's slots, each child driving its own
/// part of the screen and able to fold it away (`setCollapsedInContainer(_:)`), and below them the module's own state
/// (a loading indicator, then the content or an error with a retry button). The scroll view keeps its content below
/// the navigation bar (`contentInsetAdjustmentBehavior`). A passive view that shows what it is given and reports every
/// user action to its event handler, without knowing who handles them; its router puts the children in the slots.
final class PasscodeViewController: ContainerViewController {
  /// Receives every user action; the presenter by default.
  ///
  /// Strong, unlike a Cocoa delegate, on purpose: the owner keeps only this view controller, so this reference
  /// keeps the presenter, and through it the rest of the module, alive. The presenter keeps the view weakly, so
  /// there is no retain cycle.
  var eventHandler: (any PasscodeViewDelegate)?

  /// The children's slots (each shows its child's title above the child), by slot, made with the view.
  private(set) var containers: [ModuleSlotID: ModuleSlotView] = [:]

  /// Shows the loaded content.
  let messageLabel = UILabel()

  /// Spins while the content loads.
  let activityIndicator = UIActivityIndicatorView(style: .large)

  /// Says that loading failed, above the retry button.
  let errorLabel = UILabel()

  /// Loads the content again after a failure.
  private(set) lazy var retryButton = UIButton(
    configuration: .filled(),
    primaryAction: UIAction(title: PasscodeStrings.tryAgain) { [weak self] _ in
      self?.retryButtonTapped()
    })

  /// What the screen shows; kept while the view is not loaded, and rendered when it loads.
  private var screenState = ScreenState.loading

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    updateCloseButton()
  }

  override func loadView() {
    let stack = ScrollStackView()
    stack.backgroundColor = .systemBackground
    for slot in PasscodeSlot.order {
      containers[slot] = stack.addSlotContainer()
    }
    view = stack
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stateView = makeStateView()
    stateView.isLayoutMarginsRelativeArrangement = true
    stateView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    (view as? ScrollStackView)?.addArrangedSubview(stateView)
    render()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }
  }

  override func containerView(for slot: ModuleSlotID) -> UIView? {
    containers[slot]
  }

  /// Forwards a tap on the retry button.
  func retryButtonTapped() {
    eventHandler?.didTapRetry()
  }

  /// Forwards a tap on the close button.
  func closeButtonTapped() {
    eventHandler?.didTapClose()
  }

  /// Offers a close button in the navigation bar while the screen is presented (itself, or as the root of a
  /// presented navigation controller), and takes it away otherwise: a pushed screen goes back with the Back button,
  /// and an embedded screen is closed by the container around it. Called when the screen is about to appear, once it
  /// is where it is shown.
  private func updateCloseButton() {
    let identifier = "Passcode.close"
    let offersClose = ModuleClosing.offersCloseItem(for: self)
    if offersClose, navigationItem.rightBarButtonItem == nil {
      let closeItem = UIBarButtonItem(
        systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.closeButtonTapped() })
      closeItem.accessibilityIdentifier = identifier
      navigationItem.rightBarButtonItem = closeItem
    } else if !offersClose, navigationItem.rightBarButtonItem?.accessibilityIdentifier == identifier {
      navigationItem.rightBarButtonItem = nil
    }
  }

  /// The loading indicator, the content, the error and the retry button, top to bottom; one shows at a time.
  private func makeStateView() -> UIStackView {
    for label in [messageLabel, errorLabel] {
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      label.textAlignment = .center
    }
    errorLabel.textColor = .secondaryLabel
    activityIndicator.accessibilityIdentifier = "Passcode.loading"
    messageLabel.accessibilityIdentifier = "Passcode.message"
    errorLabel.accessibilityIdentifier = "Passcode.error"
    retryButton.accessibilityIdentifier = "Passcode.retry"
    let stack = UIStackView(arrangedSubviews: [activityIndicator, messageLabel, errorLabel, retryButton])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    return stack
  }

  /// Adds `stateView` to `container`, centred in `guide` with a margin, never taller or wider than it.
  private func center(_ stateView: UIView, in container: UIView, guide: UILayoutGuide) {
    stateView.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stateView)
    NSLayoutConstraint.activate([
      stateView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      stateView.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: 20),
      stateView.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor, constant: -20),
      stateView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      stateView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
    ])
  }

  /// Shows `state`: now when the view is loaded, otherwise when it loads.
  private func show(_ state: ScreenState) {
    screenState = state
    guard isViewLoaded else { return }
    render()
  }

  /// Shows the kept state in the views.
  private func render() {
    switch screenState {
    case .loading:
      activityIndicator.startAnimating()
    case .content, .error:
      activityIndicator.stopAnimating()
    }
    if case .content(let message) = screenState {
      messageLabel.text = message
      messageLabel.isHidden = false
    } else {
      messageLabel.isHidden = true
    }
    if case .error(let message) = screenState {
      errorLabel.text = message
      errorLabel.isHidden = false
      retryButton.isHidden = false
    } else {
      errorLabel.isHidden = true
      retryButton.isHidden = true
    }
  }

  /// What the screen shows: the loading indicator, the content, or an error with a retry button.
  private enum ScreenState {
    case loading
    case content(String)
    case error(String)
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(title: String) {
    self.title = title
  }

  func displayLoading() {
    show(.loading)
  }

  func display(_ viewModel: PasscodeViewModel) {
    show(.content(viewModel.message))
  }

  func displayError(message: String) {
    show(.error(message))
  }
}
