//
//  PasscodeViewController.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode screen: binds to its view model's title and state, shows each change, and sends the
/// view model the user's intents.
final class PasscodeViewController: UIViewController {
  /// The view model. The view keeps it alive: the module lives as long as its view controller. Setting it binds the
  /// view to it.
  var viewModel: (any PasscodeViewModeling)? {
    didSet {
      viewModel?.bind { [weak self] title, state in
        self?.render(title: title, state: state)
      }
    }
  }

  /// The state shown.
  private(set) var state: PasscodeViewState?

  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel?.start()
  }

  /// Forwards a tap on the retry button.
  func retryButtonTapped() {
    viewModel?.retry()
  }

  /// Forwards a tap on the close button.
  func closeButtonTapped() {
    viewModel?.close()
  }

  /// Shows the view model's `title`, when it has one, and its `state`.
  private func render(title: String?, state: PasscodeViewState) {
    if let title {
      self.title = title
    }
    self.state = state
  }
}
