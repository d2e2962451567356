//
//  PasscodeViewModel.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Holds the Passcode screen's state and logic; knows its view, router and owner only through protocols.
@MainActor
final class PasscodeViewModel {
  /// The view that shows the state, kept weakly.
  weak var view: (any PasscodeViewInput)?

  /// The owner's output, kept weakly.
  weak var output: (any PasscodeModuleOutput)?

  /// The current state; every change is rendered by the view.
  private(set) var state = PasscodeViewState.loading {
    didSet { view?.render(state) }
  }

  /// The content loading in progress, if any; cancelled when the module is released.
  private(set) var loadingTask: ModuleTask?

  /// Performs the module's transitions.
  let router: any PasscodeRouting

  private let service: any PasscodeServicing

  /// Creates a view model that loads its content from `service` and navigates with `router`.
  init(service: any PasscodeServicing, router: any PasscodeRouting) {
    self.service = service
    self.router = router
  }

  private func loadContent() {
    loadingTask?.cancel()
    state = .loading
    let task = Task<Void, Never> { [weak self, service] in
      let newState: PasscodeViewState
      do {
        let content = try await service.loadContent()
        newState = .content(message: content.message)
      } catch {
        newState = .failure(message: "Something went wrong. Please try again.")
      }
      guard !Task.isCancelled else { return }
      self?.state = newState
    }
    loadingTask = ModuleTask(task)
  }
}

// MARK: - PasscodeModuleInput

extension PasscodeViewModel: PasscodeModuleInput {
  func set(title: String) {
    view?.display(title: title)
  }
}

// MARK: - PasscodeViewModeling

extension PasscodeViewModel: PasscodeViewModeling {
  func viewDidLoad() {
    loadContent()
  }

  func didTapRetry() {
    loadContent()
  }

  func didTapClose() {
    loadingTask?.cancel()
    router.close { [weak output] in
      output?.passcodeModuleDidClose()
    }
  }
}
