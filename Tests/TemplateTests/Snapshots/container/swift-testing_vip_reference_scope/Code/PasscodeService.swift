//
//  PasscodeService.swift
//  ContainerSwiftTestingVipReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// The data the Passcode module shows.
nonisolated struct PasscodeContent: Equatable, Sendable {
  /// The main text.
  let message: String
}

/// Loads the Passcode module's content; injected into the interactor.
nonisolated protocol PasscodeServicing: Sendable {
  /// Loads the content.
  func loadContent() async throws -> PasscodeContent
}

/// The default ``PasscodeServicing``.
nonisolated struct PasscodeService: PasscodeServicing {
  func loadContent() async throws -> PasscodeContent {
    PasscodeContent(message: "Passcode")
  }
}
