//
//  PasscodeSectionTestDoubles.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

@testable import SectionSwiftTesting

/// An error the Passcode section's doubles fail with.
nonisolated struct PasscodeSectionTestError: Error, Equatable {}

/// Answers the view's requests with a fixed state and records the rows' events.
final class PasscodeSectionViewDelegateSpy: PasscodeSectionViewDelegate {
  /// What `loadState()` answers.
  var state = PasscodeSectionViewState.loaded(
    PasscodeSectionViewModel(summary: "On", isEnabled: true))

  /// The switch positions the user chose, in order.
  private(set) var toggles: [Bool] = []

  func loadState() async -> PasscodeSectionViewState {
    state
  }

  func didToggleEnabled(_ isOn: Bool) {
    toggles.append(isOn)
  }
}

/// Records what the presenter asks the view to show.
final class PasscodeSectionViewSpy: PasscodeSectionViewInput {
  /// Every state shown, in order.
  private(set) var states: [PasscodeSectionViewState] = []

  func display(_ state: PasscodeSectionViewState) {
    states.append(state)
  }
}

extension PasscodeSectionViewState {
  /// The switch position this state shows; `nil` when it shows a failure.
  var isEnabled: Bool? {
    guard case .loaded(let viewModel) = self else { return nil }
    return viewModel.isEnabled
  }
}

/// Records the sections a section reports after its first load, as its list would receive them.
final class PasscodeSectionOutputSpy: SectionModuleOutput {
  /// Every section reported, in order.
  private(set) var sections: [SectionModel] = []

  func sectionDidChange(_ section: SectionModel) {
    sections.append(section)
  }
}

/// What a service stub was asked to save: the values saved, in order, and how many saves overlapped.
@MainActor
final class PasscodeSectionSaveLog {
  /// The values saved, in order; a failed save is not among them.
  private(set) var saved: [Bool] = []

  /// The most saves that were in progress at the same time.
  private(set) var mostAtOnce = 0

  private var inProgress = 0

  /// Records that a save started.
  func begin() {
    inProgress += 1
    mostAtOnce = max(mostAtOnce, inProgress)
  }

  /// Records that a save ended, with the value it saved, or `nil` when it failed.
  func end(saving isEnabled: Bool?) {
    inProgress -= 1
    if let isEnabled {
      saved.append(isEnabled)
    }
  }
}

/// A service answering `content` ("On", enabled, by default), whose loads or saves can fail. A save takes a few
/// turns of the main actor, so that saves sent together overlap; they go to `log`.
nonisolated struct PasscodeSectionServiceStub: PasscodeSectionServicing {
  var content = PasscodeSectionContent(summary: "On", isEnabled: true)
  var failsLoading = false
  var failsSaving = false
  var log: PasscodeSectionSaveLog?

  func loadContent() async throws -> PasscodeSectionContent {
    if failsLoading { throw PasscodeSectionTestError() }
    return content
  }

  func save(isEnabled: Bool) async throws {
    await log?.begin()
    for _ in 0..<3 {
      await Task.yield()
    }
    await log?.end(saving: failsSaving ? nil : isEnabled)
    if failsSaving { throw PasscodeSectionTestError() }
  }
}
