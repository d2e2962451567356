//
//  PasscodePresenter.swift
//  VipXctest
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
    let viewModel: Passcode.LoadContent.ViewModel
    if let content = response.content {
      viewModel = Passcode.LoadContent.ViewModel(message: content.message, errorMessage: nil)
    } else {
      viewModel = Passcode.LoadContent.ViewModel(
        message: nil, errorMessage: "Something went wrong. Please try again.")
    }
    viewController?.displayLoadContent(viewModel: viewModel)
  }
}
