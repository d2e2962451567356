//
//  PasscodeViewController.swift
//  SectionsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode screen: a list of the sections its section submodules build. A passive view that
/// shows the sections it is given and reports every row's event to its event handler, without knowing which
/// section owns the row.
///
/// Until the first section arrives the screen shows an activity indicator. A section that fails to load says so
/// in its own footer; the others show as they arrive. The indicator is the list's background view. Presented, the
/// screen offers a close button; pushed, it goes back with the Back button.
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

  /// Spins until the first section arrives.
  let activityIndicator = UIActivityIndicatorView(style: .large)

  /// Whether a section has arrived: the list, not the activity indicator, is what the screen shows.
  private var hasSections = false

  override func loadView() {
    let listView = ListView()
    listView.backgroundColor = .systemGroupedBackground
    listView.accessibilityIdentifier = "Passcode.list"
    listView.onEvent = { [weak self] event, item in
      self?.eventHandler?.didReceive(event, at: item)
    }
    listView.apply(sections, animatingDifferences: false)
    self.listView = listView
    listView.backgroundView = makeLoadingBackground()
    view = listView
    render()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    updateCloseButton()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }
  }

  /// Forwards a tap on the close button.
  func closeButtonTapped() {
    eventHandler?.didTapClose()
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

  /// The list's background view, behind the sections and fixed while they scroll: the activity indicator in its
  /// middle.
  private func makeLoadingBackground() -> UIView {
    activityIndicator.accessibilityIdentifier = "Passcode.loading"
    activityIndicator.translatesAutoresizingMaskIntoConstraints = false
    let background = UIView()
    background.addSubview(activityIndicator)
    NSLayoutConstraint.activate([
      activityIndicator.centerXAnchor.constraint(equalTo: background.safeAreaLayoutGuide.centerXAnchor),
      activityIndicator.centerYAnchor.constraint(equalTo: background.safeAreaLayoutGuide.centerYAnchor),
    ])
    return background
  }

  /// Shows the activity indicator until a section arrives (a stopped indicator hides).
  private func render() {
    guard isViewLoaded else { return }
    if hasSections {
      activityIndicator.stopAnimating()
    } else {
      activityIndicator.startAnimating()
    }
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(title: String) {
    self.title = title
  }

  func display(sections: [SectionModel]) {
    self.sections = sections
    hasSections = hasSections || !sections.isEmpty
    listView?.apply(sections)
    render()
  }
}
