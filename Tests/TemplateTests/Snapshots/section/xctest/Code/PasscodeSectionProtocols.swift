//
//  PasscodeSectionProtocols.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode section's place in a list and its rows' ids.
nonisolated enum PasscodeSection {
  /// The section's id; unique in the list.
  static let id: SectionID = "passcode"

  /// The row summing up the section's content.
  static let summary = ItemID(id, "summary")

  /// The row with the switch.
  static let enabled = ItemID(id, "enabled")
}

/// What the Passcode section shows.
nonisolated enum PasscodeSectionViewState: Equatable {
  /// The content, loaded.
  case loaded(PasscodeSectionViewModel)
  /// Loading failed; `message` says so under the section.
  case failed(message: String)
}

/// The Passcode section's rows, ready to show.
nonisolated struct PasscodeSectionViewModel: Equatable {
  /// The summary row's detail text.
  let summary: String

  /// Whether the switch is on.
  let isEnabled: Bool
}

/// What the presenter tells the Passcode section's view after the first load.
@MainActor
protocol PasscodeSectionViewInput: AnyObject {
  /// Shows `state` in place of what the section showed.
  func display(_ state: PasscodeSectionViewState)
}

/// Receives the Passcode section view's requests and its rows' events; the presenter.
@MainActor
protocol PasscodeSectionViewDelegate: AnyObject {
  /// Loads the content and says what to show.
  func loadState() async -> PasscodeSectionViewState

  /// The user turned the switch.
  func didToggleEnabled(_ isOn: Bool)
}

/// The Passcode section's business logic.
@MainActor
protocol PasscodeSectionInteractorInput: AnyObject {
  /// Loads the section's content.
  func loadContent() async throws -> PasscodeSectionContent

  /// Saves whether the feature is enabled.
  func save(isEnabled: Bool) async throws
}
