//
//  PasscodeViewController.swift
//  SectionsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode screen: a list of the sections its section submodules build. A passive view that
/// shows the sections it is given and reports every row's event to its event handler, without knowing which
/// section owns the row.
final class PasscodeViewController: UIViewController {
  /// Receives every user action; the presenter by default.
  ///
  /// Strong, unlike a Cocoa delegate, on purpose: the owner keeps only this view controller, so this reference
  /// keeps the presenter, and through it the rest of the module, alive. The presenter keeps the view weakly, so
  /// there is no retain cycle.
  var eventHandler: (any PasscodeViewDelegate)?

  /// The sections shown, as last given; kept until the view loads.
  private(set) var sections: [SectionModel] = []

  /// The list, made with the view.
  private(set) var listView: ListView?

  override func loadView() {
    let listView = ListView()
    listView.onEvent = { [weak self] event, item in
      self?.eventHandler?.didReceive(event, at: item)
    }
    listView.apply(sections)
    self.listView = listView
    view = listView
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

  func display(sections: [SectionModel]) {
    self.sections = sections
    listView?.apply(sections)
  }
}
