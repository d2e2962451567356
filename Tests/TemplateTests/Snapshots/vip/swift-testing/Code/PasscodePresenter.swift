//
//  PasscodePresenter.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Turns the Passcode scene's results into what its view controller displays.
@MainActor
protocol PasscodePresentationLogic: AnyObject {
  /// Formats `title` for display.
  func presentTitle(_ title: String)

  /// Formats the result of the LoadContent use case.
  func presentLoadContent(response: Passcode.LoadContent.Response)

  /// Formats why the LoadContent use case failed.
  func presentLoadContentFailure(response: Passcode.LoadContent.Failure.Response)
}

/// The Passcode scene's presenter; hands view models to the view controller on the main actor.
@MainActor
final class PasscodePresenter {
  /// The view controller, kept weakly: it owns the VIP cycle.
  weak var viewController: (any PasscodeDisplayLogic)?
}

// MARK: - PasscodePresentationLogic

extension PasscodePresenter: PasscodePresentationLogic {
  func presentTitle(_ title: String) {
    viewController?.displayTitle(title)
  }

  func presentLoadContent(response: Passcode.LoadContent.Response) {
    viewController?.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: response.content.message))
  }

  func presentLoadContentFailure(response: Passcode.LoadContent.Failure.Response) {
    // One message for every failure; tell `response.error`'s cases apart here (offline, not found…) to say more.
    let message = PasscodeStrings.loadingFailed
    let viewModel = Passcode.LoadContent.Failure.ViewModel(message: message)
    viewController?.displayLoadContentFailure(viewModel: viewModel)
  }
}
