//
//  PasscodeViewModel.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Holds the Passcode screen's state and logic. Its view binds to ``title`` and ``state`` and sends it
/// the user's intents; the view model never knows its view. It knows its router and its owner only through
/// protocols.
///
/// However the screen leaves for good (its close button, the back button or the swipe back, its sheet swiped down, a
/// dismissal by anyone), the owner hears it once: the close's completion and the view's disappearance report through
/// one ``ScreenExit``.
@MainActor
final class PasscodeViewModel {
  /// The owner's output, kept weakly.
  weak var output: (any PasscodeModuleOutput)?

  /// The screen's title, once its owner set one; each change reaches the bound view.
  private(set) var title: String? {
    didSet { render() }
  }

  /// What the screen shows; each change reaches the bound view.
  private(set) var state = PasscodeViewState.loading {
    didSet {
      if state != oldValue { render() }
    }
  }

  /// The content loading in progress, if any; cancelled when the view model is released.
  private(set) var loadingTask: ModuleTask?

  /// Performs the module's transitions.
  let router: any PasscodeRouting

  private let service: any PasscodeServicing

  /// Tells the owner, once, that the module left the screen.
  private let screenExit = ScreenExit()

  /// Shows the title and the state in the bound view, if a view is bound.
  private var binding: (@MainActor (_ title: String?, _ state: PasscodeViewState) -> Void)?

  /// Creates a view model that loads its content from `service` and navigates with `router`.
  init(service: any PasscodeServicing, router: any PasscodeRouting) {
    self.service = service
    self.router = router
  }

  private func render() {
    binding?(title, state)
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
        newState = .failure(message: PasscodeStrings.loadingFailed)
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
    self.title = title
  }
}

// MARK: - PasscodeViewModeling

extension PasscodeViewModel: PasscodeViewModeling {
  func bind(_ render: @escaping @MainActor (_ title: String?, _ state: PasscodeViewState) -> Void) {
    binding = render
    render(title, state)
  }

  func start() {
    loadContent()
  }

  func retry() {
    loadContent()
  }

  func close() {
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
