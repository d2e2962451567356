//
//  PasscodeSectionPresenter.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Drives the Passcode section: loads its content through the interactor and saves the switch,
/// showing the change at once and taking it back if saving fails.
@MainActor
final class PasscodeSectionPresenter {
  /// The section's view, kept weakly: it keeps the presenter.
  weak var view: (any PasscodeSectionViewInput)?

  /// Runs the section's business logic.
  let interactor: any PasscodeSectionInteractorInput

  /// The content shown, once loaded.
  private(set) var content: PasscodeSectionContent?

  /// The save in progress, if any.
  private(set) var savingTask: Task<Void, Never>?

  /// Creates a presenter that asks `interactor` for the section's data.
  init(interactor: any PasscodeSectionInteractorInput) {
    self.interactor = interactor
  }

  private static func viewModel(
    _ content: PasscodeSectionContent
  ) -> PasscodeSectionViewModel {
    PasscodeSectionViewModel(summary: content.summary, isEnabled: content.isEnabled)
  }
}

// MARK: - PasscodeSectionViewDelegate

extension PasscodeSectionPresenter: PasscodeSectionViewDelegate {
  func loadState() async -> PasscodeSectionViewState {
    do {
      let content = try await interactor.loadContent()
      self.content = content
      return .loaded(Self.viewModel(content))
    } catch {
      return .failed(message: "Couldn't load passcode.")
    }
  }

  func didToggleEnabled(_ isOn: Bool) {
    guard let previous = content, previous.isEnabled != isOn else { return }
    var changed = previous
    changed.isEnabled = isOn
    content = changed
    view?.display(.loaded(Self.viewModel(changed)))
    savingTask = Task { [weak self, interactor] in
      do {
        try await interactor.save(isEnabled: isOn)
      } catch {
        self?.content = previous
        self?.view?.display(.loaded(Self.viewModel(previous)))
      }
    }
  }
}
