//
//  PasscodeSectionAssembly.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Builds the Passcode section for a list.
@MainActor
protocol PasscodeSectionAssemblying {
  /// Assembles the section; the list keeps what it returns, which keeps the section alive.
  func assemble() -> any SectionModule
}

/// Builds the Passcode section from its VIPER parts.
final class PasscodeSectionAssembly: PasscodeSectionAssemblying {
  private let service: any PasscodeSectionServicing

  /// Creates an assembly whose sections load and save through `service`.
  init(service: any PasscodeSectionServicing = PasscodeSectionService()) {
    self.service = service
  }

  func assemble() -> any SectionModule {
    let interactor = PasscodeSectionInteractor(service: service)
    let presenter = PasscodeSectionPresenter(interactor: interactor)
    let view = PasscodeSectionView(eventHandler: presenter)
    presenter.view = view
    return view
  }
}
