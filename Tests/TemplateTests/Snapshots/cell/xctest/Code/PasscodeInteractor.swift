//
//  PasscodeInteractor.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode module's business logic, over its service.
@MainActor
final class PasscodeInteractor {
  /// Loads and changes the likes.
  let service: any PasscodeServicing

  /// Creates an interactor that works through `service`.
  init(service: any PasscodeServicing) {
    self.service = service
  }
}

// MARK: - PasscodeInteractorInput

extension PasscodeInteractor: PasscodeInteractorInput {
  func loadLikes(for id: String) async throws -> PasscodeLikes {
    try await service.loadLikes(for: id)
  }

  func setLiked(_ isLiked: Bool, for id: String) async throws -> PasscodeLikes {
    try await service.setLiked(isLiked, for: id)
  }
}
