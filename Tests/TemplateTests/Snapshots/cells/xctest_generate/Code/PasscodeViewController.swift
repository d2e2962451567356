//
//  PasscodeViewController.swift
//  CellsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode screen: a list whose cells each show their item with a FeedCard module. The modules
/// are children of this view controller, one per cell, reused with the cells; an item scrolled away and back
/// comes back as the user left it.
///
/// A cell's module gets its item when the list configures the cell, before the cell is sized, and again when the
/// item changes while it is on screen. The modules appear and disappear with their cells, and with this screen
/// while their cells are on it (a screen pushed over the list, then popped). Until the items arrive the screen
/// shows an activity indicator; when loading fails, the message and a button that loads again, both in the list's
/// background view. Presented, the screen offers a close button; pushed, it goes back with the Back button.
final class PasscodeViewController: UIViewController {
  /// What the screen shows in place of, or as, its list.
  private enum ContentState {
    case loading
    case items
    case error(String)
  }

  /// Receives every user action; the presenter by default.
  ///
  /// Strong, unlike a Cocoa delegate, on purpose: the owner keeps only this view controller, so this reference
  /// keeps the presenter, and through it the rest of the module, alive. The presenter keeps the view weakly, so
  /// there is no retain cycle.
  var eventHandler: (any PasscodeViewDelegate)?

  /// The items shown, as last given; kept until the view loads.
  private(set) var items: [FeedCardItem] = []

  /// The list, made with the view.
  private(set) var listView: ListView?

  /// The FeedCard modules of the cells, made with the view.
  private(set) var cellModules: CellModuleHost<FeedCardItem, FeedCardState>?

  /// Spins while the items load.
  let activityIndicator = UIActivityIndicatorView(style: .large)

  /// Says why the items could not be loaded.
  let errorLabel = UILabel()

  /// Loads the items again after a failure.
  let retryButton = UIButton(type: .system)

  private var contentState = ContentState.loading

  /// The cell modules follow their cells and this screen through the cell host (which forwards this screen's
  /// appearance to the modules of the cells on screen only), not UIKit's forwarding to every child.
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func loadView() {
    let listView = ListView()
    listView.backgroundColor = .systemGroupedBackground
    listView.accessibilityIdentifier = "Passcode.list"
    let cellModules = CellModuleHost<FeedCardItem, FeedCardState>(parent: self) { [unowned self] in
      makeCellModule()
    }
    listView.didConfigure = { [weak self] cell, model in
      guard let row = model.base(as: PasscodeCellModel.self) else { return }
      self?.cellModules?.configure(row.item, id: row.id, in: cell)
    }
    listView.willDisplay = { [weak self] cell, id in
      self?.cellModules?.willDisplay(id: id, in: cell)
    }
    listView.didEndDisplaying = { [weak self] cell, id in
      self?.cellModules?.didEndDisplaying(id: id, in: cell)
    }
    self.listView = listView
    self.cellModules = cellModules
    listView.backgroundView = makeStateBackground()
    listView.apply(Self.sections(of: items), animatingDifferences: false)
    view = listView
    render()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    updateCloseButton()
    cellModules?.beginAppearanceTransition(true, animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    cellModules?.endAppearanceTransition()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    cellModules?.beginAppearanceTransition(false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    cellModules?.endAppearanceTransition()
    if ScreenExit.hasLeftForGood(self) { eventHandler?.didLeaveScreen() }
  }

  /// Forwards a tap on the close button.
  func closeButtonTapped() {
    eventHandler?.didTapClose()
  }

  /// Shows the activity indicator again and asks for the items again.
  private func retryButtonTapped() {
    contentState = .loading
    render()
    eventHandler?.didTapRetry()
  }

  private func makeCellModule() -> ReusableModule<FeedCardItem, FeedCardState> {
    guard let eventHandler else { preconditionFailure("\(Self.self) shows cells before its event handler is set") }
    return eventHandler.makeCellModule()
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

  /// The list's background view, behind the rows and fixed while they scroll: the activity indicator, and the
  /// error message above the retry button, in its middle.
  private func makeStateBackground() -> UIView {
    activityIndicator.accessibilityIdentifier = "Passcode.loading"
    errorLabel.accessibilityIdentifier = "Passcode.error"
    errorLabel.font = .preferredFont(forTextStyle: .body)
    errorLabel.adjustsFontForContentSizeCategory = true
    errorLabel.numberOfLines = 0
    errorLabel.textAlignment = .center
    errorLabel.textColor = .secondaryLabel
    retryButton.setTitle(PasscodeStrings.tryAgain, for: .normal)
    retryButton.accessibilityIdentifier = "Passcode.retry"
    retryButton.addAction(UIAction { [weak self] _ in self?.retryButtonTapped() }, for: .touchUpInside)
    let errorStack = UIStackView(arrangedSubviews: [errorLabel, retryButton])
    errorStack.axis = .vertical
    errorStack.alignment = .center
    errorStack.spacing = 8
    let background = UIView()
    let guide = background.safeAreaLayoutGuide
    for stateView in [activityIndicator, errorStack] as [UIView] {
      stateView.translatesAutoresizingMaskIntoConstraints = false
      background.addSubview(stateView)
      NSLayoutConstraint.activate([
        stateView.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        stateView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        stateView.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor, constant: 20),
      ])
    }
    return background
  }

  /// Shows the content state: the activity indicator while loading, the error and the retry button after a
  /// failure, the list's rows otherwise.
  private func render() {
    guard isViewLoaded else { return }
    switch contentState {
    case .loading:
      activityIndicator.startAnimating()
      errorLabel.text = nil
    case .items:
      activityIndicator.stopAnimating()
      errorLabel.text = nil
    case .error(let message):
      activityIndicator.stopAnimating()
      errorLabel.text = message
    }
    let isError = errorLabel.text != nil
    errorLabel.isHidden = !isError
    retryButton.isHidden = !isError
  }

  private static func sections(of items: [FeedCardItem]) -> [SectionModel] {
    [
      SectionModel(
        id: PasscodeCellModel.section,
        cells: items.map { AnyCellModel(PasscodeCellModel(item: $0)) })
    ]
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(title: String) {
    self.title = title
  }

  func display(items: [FeedCardItem]) {
    let kept = Set(items.map(\.id))
    for item in self.items where !kept.contains(item.id) {
      cellModules?.forgetState(for: PasscodeCellModel(item: item).id)
    }
    self.items = items
    contentState = .items
    listView?.apply(Self.sections(of: items))
    render()
  }

  func displayError(message: String) {
    contentState = .error(message)
    render()
  }
}
