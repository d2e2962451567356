//
//  PasscodeViewController.swift
//  ContainerSwiftTestingViperGenerate
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

/// The Passcode screen: a vertical stack of its children's slots above its own content. A passive view
/// that shows what it is given and reports every user action to its event handler, without knowing who handles them;
/// its router puts the children in the slots.
final class PasscodeViewController: ContainerViewController {
  /// Receives every user action; the presenter by default.
  ///
  /// Strong, unlike a Cocoa delegate, on purpose: the owner keeps only this view controller, so this reference
  /// keeps the presenter, and through it the rest of the module, alive. The presenter keeps the view weakly, so
  /// there is no retain cycle.
  var eventHandler: (any PasscodeViewDelegate)?

  /// The content shown, once loaded.
  private(set) var viewModel: PasscodeViewModel?

  /// The error shown instead of the content, if loading failed.
  private(set) var errorMessage: String?

  /// The children's containers, by slot, made with the view.
  private(set) var containers: [ModuleSlotID: UIView] = [:]

  /// The module's own content, below the children; made with the view.
  private(set) var contentView: UIView?

  override func loadView() {
    let stack = StackView()
    for slot in PasscodeSlot.order {
      let container = UIView()
      stack.addArrangedSubview(container)
      containers[slot] = container
    }
    let contentView = UIView()
    stack.addArrangedSubview(contentView)
    self.contentView = contentView
    view = stack
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
