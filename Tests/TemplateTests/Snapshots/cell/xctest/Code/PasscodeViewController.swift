//
//  PasscodeViewController.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode card: a passive view in a list cell that shows what it is given, with a gallery the
/// user scrolls sideways, and reports every user action to its event handler.
final class PasscodeViewController: UIViewController {
  /// Receives every user action; the presenter by default.
  ///
  /// Strong, unlike a Cocoa delegate, on purpose: the list keeps only this view controller, so this reference
  /// keeps the presenter, and through it the rest of the module, alive. The presenter keeps the view weakly, so
  /// there is no retain cycle.
  var eventHandler: (any PasscodeViewDelegate)?

  /// What the card shows.
  private(set) var viewModel: PasscodeViewModel?

  /// The item's photos, scrolled sideways; made with the controller, so its offset can be set before the view
  /// loads.
  let gallery = UIScrollView()

  override func loadView() {
    let view = UIView()
    view.addSubview(gallery)
    self.view = view
  }

  /// Forwards a tap on the like button.
  func likeButtonTapped() {
    eventHandler?.didTapLike()
  }

  /// Forwards a tap on the card's open button.
  func openButtonTapped() {
    eventHandler?.didTapOpen()
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(_ viewModel: PasscodeViewModel) {
    self.viewModel = viewModel
  }

  func scrollGallery(to offset: Double) {
    gallery.setContentOffset(.init(x: offset, y: 0), animated: false)
  }

  var galleryOffset: Double {
    Double(gallery.contentOffset.x)
  }
}
