//
//  PasscodeViewController.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// What the presenter asks the Passcode view controller to display.
@MainActor
protocol PasscodeDisplayLogic: AnyObject {
  /// Shows `title` as the screen's title.
  func displayTitle(_ title: String)

  /// Shows the result of the LoadContent use case.
  func displayLoadContent(viewModel: Passcode.LoadContent.ViewModel)

  /// Shows that the LoadContent use case failed, with a button to try again.
  func displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel)
}

/// The Passcode scene's view controller: sends requests to the interactor and navigation to the router, and
/// displays the view models the presenter hands back.
///
/// It shows a loading indicator while the LoadContent request runs, then the content, or why it failed
/// with a retry button.
final class PasscodeViewController: UIViewController {
  /// The scene's business logic.
  var interactor: (any PasscodeBusinessLogic)?

  /// The scene's navigation.
  var router: (any PasscodeRoutingLogic & PasscodeDataPassing)?

  /// The content loading in progress, if any; cancelled when the scene leaves the screen or is released.
  private(set) var loadingTask: ModuleTask?

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

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    center(makeStateView(), in: view, guide: view.safeAreaLayoutGuide)
    render()
    loadContent()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if ScreenExit.hasLeftForGood(self) {
      loadingTask?.cancel()
      router?.didLeaveScreen()
    }
  }

  /// Handles a tap on the retry button.
  func retryButtonTapped() {
    loadContent()
  }

  /// Handles a tap on the close button.
  func closeButtonTapped() {
    loadingTask?.cancel()
    router?.routeToClose()
  }

  /// Shows the loading indicator and asks the interactor for the content.
  private func loadContent() {
    loadingTask?.cancel()
    show(.loading)
    let task = Task<Void, Never> { [interactor] in
      await interactor?.loadContent(request: Passcode.LoadContent.Request())
    }
    loadingTask = ModuleTask(task)
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

// MARK: - PasscodeDisplayLogic

extension PasscodeViewController: PasscodeDisplayLogic {
  func displayTitle(_ title: String) {
    self.title = title
  }

  func displayLoadContent(viewModel: Passcode.LoadContent.ViewModel) {
    show(.content(viewModel.message))
  }

  func displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel) {
    show(.error(viewModel.message))
  }
}
