//
//  PasscodeSectionPresenter.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Drives the Passcode section: loads its content through the interactor and saves the switch,
/// showing the change at once. Saves go one at a time, in the order the user made them, and a failed save shows
/// again the value the service last confirmed.
@MainActor
final class PasscodeSectionPresenter {
  /// The section's view, kept weakly: it keeps the presenter.
  weak var view: (any PasscodeSectionViewInput)?

  /// Runs the section's business logic.
  let interactor: any PasscodeSectionInteractorInput

  /// The content shown, once loaded, with the user's changes not saved yet.
  private(set) var content: PasscodeSectionContent?

  /// The content as the service last confirmed it: loaded, or saved since.
  private(set) var confirmed: PasscodeSectionContent?

  /// The last save asked for, if any; it starts once the save before it is over.
  private(set) var savingTask: Task<Void, Never>?

  /// How many saves were asked for; a save that ends while a later one waits leaves what to show to that one.
  private var saveCount = 0

  /// Creates a presenter that asks `interactor` for the section's data.
  init(interactor: any PasscodeSectionInteractorInput) {
    self.interactor = interactor
  }

  /// Records the end of save number `number` of `isOn`; once the last save is over and has failed, shows the
  /// confirmed content again.
  private func didEndSave(number: Int, of isOn: Bool, succeeded: Bool) {
    if succeeded {
      confirmed?.isEnabled = isOn
    }
    guard number == saveCount, !succeeded, let confirmed else { return }
    content = confirmed
    view?.display(.loaded(Self.viewModel(confirmed)))
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
      confirmed = content
      return .loaded(Self.viewModel(content))
    } catch {
      return .failed(message: PasscodeSectionStrings.loadingFailed)
    }
  }

  func didToggleEnabled(_ isOn: Bool) {
    guard var changed = content, changed.isEnabled != isOn else { return }
    changed.isEnabled = isOn
    content = changed
    view?.display(.loaded(Self.viewModel(changed)))
    saveCount += 1
    let number = saveCount
    let previousSave = savingTask
    savingTask = Task { [weak self, interactor] in
      await previousSave?.value
      let succeeded: Bool
      do {
        try await interactor.save(isEnabled: isOn)
        succeeded = true
      } catch {
        succeeded = false
      }
      self?.didEndSave(number: number, of: isOn, succeeded: succeeded)
    }
  }
}
