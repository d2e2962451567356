//
//  PasscodeWorker.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// Does the Passcode scene's work (network, storage) for the interactor.
nonisolated protocol PasscodeWorking: Sendable {
  /// Does the work of the LoadContent use case.
  func loadContent() async throws -> PasscodeContent
}

/// The default ``PasscodeWorking``; its methods run off the main actor.
nonisolated struct PasscodeWorker: PasscodeWorking {
  func loadContent() async throws -> PasscodeContent {
    PasscodeContent(message: "Passcode")
  }
}
