//
//  PasscodeSectionTestDoubles.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

@testable import SectionXctest

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

/// Records the sections a section reports after its first load, as its list would receive them.
final class PasscodeSectionOutputSpy: SectionModuleOutput {
  /// Every section reported, in order.
  private(set) var sections: [SectionModel] = []

  func sectionDidChange(_ section: SectionModel) {
    sections.append(section)
  }
}

/// What a service stub was asked to save, in order.
@MainActor
final class PasscodeSectionSaveLog {
  /// The values saved, in order.
  private(set) var saved: [Bool] = []

  /// Records a save.
  func record(_ isEnabled: Bool) {
    saved.append(isEnabled)
  }
}

/// A service answering `content` ("On", enabled, by default), whose loads or saves can fail; saves go to
/// `log`.
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
    if failsSaving { throw PasscodeSectionTestError() }
    await log?.record(isEnabled)
  }
}
