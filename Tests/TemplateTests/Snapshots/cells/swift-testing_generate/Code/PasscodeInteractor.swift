//
//  PasscodeInteractor.swift
//  CellsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode module's business logic, over its service.
@MainActor
final class PasscodeInteractor {
  /// Loads the items.
  let service: any PasscodeServicing

  /// Creates an interactor that works through `service`.
  init(service: any PasscodeServicing) {
    self.service = service
  }
}

// MARK: - PasscodeInteractorInput

extension PasscodeInteractor: PasscodeInteractorInput {
  func loadItems() async throws -> [FeedCardItem] {
    try await service.loadItems()
  }
}
