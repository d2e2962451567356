//
//  PasscodeSectionView.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode section as its list sees it: turns what the presenter says into rows, and its rows'
/// events into the presenter's calls. It keeps the section alive: the list holds it, it holds its presenter.
final class PasscodeSectionView: SectionModule {
  let sectionID = PasscodeSection.id

  /// Receives the section's later changes; the list, kept weakly.
  weak var sectionOutput: (any SectionModuleOutput)?

  /// Loads the content and handles the rows' events; the presenter by default.
  let eventHandler: any PasscodeSectionViewDelegate

  /// Creates the view of a section driven by `eventHandler`.
  init(eventHandler: any PasscodeSectionViewDelegate) {
    self.eventHandler = eventHandler
  }

  func loadSection() async -> SectionModel {
    Self.section(showing: await eventHandler.loadState())
  }

  func handle(_ event: CellEvent, at item: ItemID) {
    guard item == PasscodeSection.enabled, case .toggled(let isOn) = event else { return }
    eventHandler.didToggleEnabled(isOn)
  }

  /// The rows that show `state`: a summary and a switch, or no rows and a footer saying what failed.
  static func section(showing state: PasscodeSectionViewState) -> SectionModel {
    switch state {
    case .loaded(let viewModel):
      SectionModel(
        id: PasscodeSection.id, header: PasscodeSectionStrings.header,
        cells: [
          AnyCellModel(
            RowModel(
              id: PasscodeSection.summary, title: PasscodeSectionStrings.summary,
              detail: viewModel.summary)),
          AnyCellModel(
            RowModel(
              id: PasscodeSection.enabled, title: PasscodeSectionStrings.enabled,
              isOn: viewModel.isEnabled)),
        ])
    case .failed(let message):
      SectionModel(
        id: PasscodeSection.id, header: PasscodeSectionStrings.header, footer: message)
    }
  }
}

// MARK: - PasscodeSectionViewInput

extension PasscodeSectionView: PasscodeSectionViewInput {
  func display(_ state: PasscodeSectionViewState) {
    sectionOutput?.sectionDidChange(Self.section(showing: state))
  }
}
