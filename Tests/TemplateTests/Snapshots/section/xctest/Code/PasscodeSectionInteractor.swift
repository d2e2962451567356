//
//  PasscodeSectionInteractor.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode section's business logic, over its service.
@MainActor
final class PasscodeSectionInteractor {
  /// Loads and saves the section's content.
  let service: any PasscodeSectionServicing

  /// Creates an interactor that works through `service`.
  init(service: any PasscodeSectionServicing) {
    self.service = service
  }
}

// MARK: - PasscodeSectionInteractorInput

extension PasscodeSectionInteractor: PasscodeSectionInteractorInput {
  func loadContent() async throws -> PasscodeSectionContent {
    try await service.loadContent()
  }

  func save(isEnabled: Bool) async throws {
    try await service.save(isEnabled: isEnabled)
  }
}
