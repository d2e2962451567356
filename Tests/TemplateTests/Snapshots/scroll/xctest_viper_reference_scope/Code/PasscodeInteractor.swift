//
//  PasscodeInteractor.swift
//  ScrollXctestViperReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode module's business logic: loads the content from the injected service.
@MainActor
final class PasscodeInteractor {
  /// Receives the results, kept weakly.
  weak var output: (any PasscodeInteractorOutput)?

  private let service: any PasscodeServicing

  /// Creates an interactor that loads its content from `service`.
  init(service: any PasscodeServicing) {
    self.service = service
  }
}

// MARK: - PasscodeInteractorInput

extension PasscodeInteractor: PasscodeInteractorInput {
  func loadContent() async {
    do {
      let content = try await service.loadContent()
      guard !Task.isCancelled else { return }
      output?.didLoad(content)
    } catch {
      guard !Task.isCancelled else { return }
      output?.didFailToLoadContent(error)
    }
  }
}
