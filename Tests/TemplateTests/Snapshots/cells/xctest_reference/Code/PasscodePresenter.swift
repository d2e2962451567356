//
//  PasscodePresenter.swift
//  CellsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Drives the Passcode module: loads the items, gives the view a FeedCard module for each new cell
/// and passes the cell modules' requests to the owner.
@MainActor
final class PasscodePresenter {
  /// The view the presenter updates.
  weak var view: (any PasscodeViewInput)?

  /// The owner's output, kept weakly.
  weak var output: (any PasscodeModuleOutput)?

  /// Runs the module's business logic.
  let interactor: any PasscodeInteractorInput

  /// Performs the module's transitions and builds its cell modules.
  let router: any PasscodeRouterInput

  /// The loading of the items in progress, if any; cancelled when the module leaves the screen or is released.
  private(set) var loadingTask: ModuleTask?

  /// Tells the owner, once, that the module left the screen.
  private let screenExit = ScreenExit()

  /// Creates a presenter that updates `view`, asks `interactor` for data and `router` for transitions.
  init(
    view: any PasscodeViewInput,
    interactor: any PasscodeInteractorInput,
    router: any PasscodeRouterInput
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  /// Starts the module by loading its items; the Assembly calls it once the module is wired.
  func start() {
    loadingTask?.cancel()
    let task = Task<Void, Never> { [weak self, interactor] in
      do {
        let items = try await interactor.loadItems()
        guard !Task.isCancelled else { return }
        self?.view?.display(items: items)
      } catch {
        guard !Task.isCancelled else { return }
        self?.view?.displayError(message: PasscodeStrings.loadingFailed)
      }
    }
    loadingTask = ModuleTask(task)
  }
}

// MARK: - PasscodeModuleInput

extension PasscodePresenter: PasscodeModuleInput {
  func set(title: String) {
    view?.display(title: title)
  }
}

// MARK: - PasscodeViewDelegate

extension PasscodePresenter: PasscodeViewDelegate {
  func makeCellModule() -> ReusableModule<FeedCardItem, FeedCardState> {
    router.makeCellModule(output: self)
  }

  func didTapRetry() {
    start()
  }

  func didTapClose() {
    loadingTask?.cancel()
    router.close { [weak self] in
      self?.didLeaveScreen()
    }
  }

  func didLeaveScreen() {
    loadingTask?.cancel()
    screenExit.report { output?.passcodeModuleDidClose() }
  }
}

// MARK: - FeedCardModuleOutput

extension PasscodePresenter: FeedCardModuleOutput {
  func feedCardDidRequestOpen(_ item: FeedCardItem) {
    output?.passcodeModuleDidOpen(item)
  }
}
