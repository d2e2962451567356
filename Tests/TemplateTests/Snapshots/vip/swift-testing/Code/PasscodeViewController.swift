//
//  PasscodeViewController.swift
//  VipSwiftTesting
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

  /// Shows that the LoadContent use case failed, keeping what was shown before.
  func displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel)
}

/// The Passcode scene's view controller: sends requests to the interactor and navigation to the router, and
/// displays the view models the presenter hands back.
final class PasscodeViewController: UIViewController {
  /// The scene's business logic.
  var interactor: (any PasscodeBusinessLogic)?

  /// The scene's navigation.
  var router: (any PasscodeRoutingLogic & PasscodeDataPassing)?

  /// The text shown, from the last content loaded.
  private(set) var message: String?

  /// Why the last load failed, shown with the content loaded before, if any.
  private(set) var errorMessage: String?

  /// The content loading in progress, if any; cancelled when the module is released.
  private(set) var loadingTask: ModuleTask?

  override func viewDidLoad() {
    super.viewDidLoad()
    loadContent()
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

  private func loadContent() {
    loadingTask?.cancel()
    let task = Task<Void, Never> { [interactor] in
      await interactor?.loadContent(request: Passcode.LoadContent.Request())
    }
    loadingTask = ModuleTask(task)
  }
}

// MARK: - PasscodeDisplayLogic

extension PasscodeViewController: PasscodeDisplayLogic {
  func displayTitle(_ title: String) {
    self.title = title
  }

  func displayLoadContent(viewModel: Passcode.LoadContent.ViewModel) {
    message = viewModel.message
    errorMessage = nil
  }

  func displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel) {
    errorMessage = viewModel.message
  }
}
