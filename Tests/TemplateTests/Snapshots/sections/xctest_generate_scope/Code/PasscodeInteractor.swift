//
//  PasscodeInteractor.swift
//  SectionsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode module's business logic: owns its section submodules, loads them all at once and
/// shows them in their order whatever order they arrive in, each as soon as it arrives (a slow section holds
/// back no other), and routes each row's event to the section that owns the row.
@MainActor
final class PasscodeInteractor {
  /// Receives the sections to show; the presenter.
  weak var output: (any PasscodeInteractorOutput)?

  /// The sections, in display order, and the rows each has loaded.
  let list: SectionList

  /// Creates an interactor for `sections`, top to bottom; it becomes each section's output.
  init(sections: [any SectionModule]) {
    list = SectionList(sections)
    for section in sections {
      section.sectionOutput = self
    }
  }
}

// MARK: - PasscodeInteractorInput

extension PasscodeInteractor: PasscodeInteractorInput {
  func loadSections() async {
    await list.loadAll { [weak self] sections in
      self?.output?.didUpdate(sections: sections)
    }
  }

  func handle(_ event: CellEvent, at item: ItemID) {
    list.route(event, to: item)
  }
}

// MARK: - SectionModuleOutput

extension PasscodeInteractor: SectionModuleOutput {
  func sectionDidChange(_ section: SectionModel) {
    guard let sections = list.update(section) else { return }
    output?.didUpdate(sections: sections)
  }
}
