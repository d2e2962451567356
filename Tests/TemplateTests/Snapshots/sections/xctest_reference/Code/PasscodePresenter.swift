//
//  PasscodePresenter.swift
//  SectionsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Drives the Passcode module: starts loading its sections, passes the rows' events on and shows the
/// sections as they arrive.
@MainActor
final class PasscodePresenter {
  /// The view the presenter updates.
  weak var view: (any PasscodeViewInput)?

  /// The owner's output, kept weakly.
  weak var output: (any PasscodeModuleOutput)?

  /// Runs the module's business logic.
  let interactor: any PasscodeInteractorInput

  /// Performs the module's transitions.
  let router: any PasscodeRouterInput

  /// The loading of the sections in progress, if any; cancelled when the module leaves the screen or is released.
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

  /// Starts the module by loading its sections; the Assembly calls it once the module is wired.
  func start() {
    loadingTask?.cancel()
    let task = Task<Void, Never> { [interactor] in
      await interactor.loadSections()
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
  func didReceive(_ event: CellEvent, at item: ItemID) {
    interactor.handle(event, at: item)
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

// MARK: - PasscodeInteractorOutput

extension PasscodePresenter: PasscodeInteractorOutput {
  func didUpdate(sections: [SectionModel]) {
    view?.display(sections: sections)
  }
}
