//
//  PasscodeService.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// The data the Passcode module shows.
nonisolated struct PasscodeContent: Equatable, Sendable {
  /// The main text.
  let message: String
}

/// Loads the Passcode module's content; injected into the view model.
nonisolated protocol PasscodeServicing: Sendable {
  /// Loads the content.
  func loadContent() async throws -> PasscodeContent
}

/// The default ``PasscodeServicing``.
///
/// Its method is `@concurrent`, so the work a real service does (network, disk, decoding) runs off the caller's
/// actor, the main actor for the module's view model, even under Approachable Concurrency, where a `nonisolated async`
/// method otherwise runs on its caller's actor.
nonisolated struct PasscodeService: PasscodeServicing {
  #if hasAttribute(concurrent)
    @concurrent
  #endif
  func loadContent() async throws -> PasscodeContent {
    PasscodeContent(message: "Passcode")
  }
}
