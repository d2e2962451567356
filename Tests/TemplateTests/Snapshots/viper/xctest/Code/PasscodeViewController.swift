//
//  PasscodeViewController.swift
//  ViperXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// What the Passcode view shows once the content is loaded.
struct PasscodeViewModel: Equatable {
  /// The main text.
  let message: String
}

/// The Passcode screen: a passive view that shows what it is given and reports every user action to its
/// delegate, without knowing who the delegate is.
final class PasscodeViewController: ViewController {
  /// Receives the user's actions. The view keeps it alive: the module lives as long as its view controller.
  var delegate: (any PasscodeViewDelegate)?

  /// The content shown, once loaded.
  private(set) var viewModel: PasscodeViewModel?

  /// The error shown instead of the content, if loading failed.
  private(set) var errorMessage: String?

  /// Forwards a tap on the retry button.
  func retryButtonTapped() {
    delegate?.didTapRetry()
  }

  /// Forwards a tap on the close button.
  func closeButtonTapped() {
    delegate?.didTapClose()
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(title: String) {
    self.title = title
  }

  func display(_ viewModel: PasscodeViewModel) {
    self.viewModel = viewModel
    errorMessage = nil
  }

  func displayError(message: String) {
    errorMessage = message
  }
}
