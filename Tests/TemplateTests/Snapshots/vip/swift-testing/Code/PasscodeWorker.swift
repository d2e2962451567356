//
//  PasscodeWorker.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// Does the Passcode scene's work (network, storage) for the interactor.
nonisolated protocol PasscodeWorking: Sendable {
  /// Does the work of the LoadContent use case.
  func loadContent() async throws -> PasscodeContent
}

/// The default ``PasscodeWorking``.
///
/// Its method is `@concurrent`, so the work a real worker does (network, disk, decoding) runs off the caller's
/// actor, the main actor for the scene's interactor, even under Approachable Concurrency, where a `nonisolated
/// async` method otherwise runs on its caller's actor.
nonisolated struct PasscodeWorker: PasscodeWorking {
  #if hasAttribute(concurrent)
    @concurrent
  #endif
  func loadContent() async throws -> PasscodeContent {
    PasscodeContent(message: "Passcode")
  }
}
