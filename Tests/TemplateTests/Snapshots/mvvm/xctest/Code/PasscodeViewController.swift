//
//  PasscodeViewController.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode screen: renders the view model's state and forwards the user's actions to it.
final class PasscodeViewController: UIViewController {
  /// The view model. The view keeps it alive: the module lives as long as its view controller.
  var viewModel: (any PasscodeViewModeling)?

  /// The state shown.
  private(set) var state: PasscodeViewState?

  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel?.viewDidLoad()
  }

  /// Forwards a tap on the retry button.
  func retryButtonTapped() {
    viewModel?.didTapRetry()
  }

  /// Forwards a tap on the close button.
  func closeButtonTapped() {
    viewModel?.didTapClose()
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(title: String) {
    self.title = title
  }

  func render(_ state: PasscodeViewState) {
    self.state = state
  }
}
