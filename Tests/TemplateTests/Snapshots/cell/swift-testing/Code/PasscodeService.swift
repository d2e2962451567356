//
//  PasscodeService.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// The likes of an item.
nonisolated struct PasscodeLikes: Equatable, Sendable {
  /// How many people like the item.
  var count: Int

  /// Whether the user is one of them.
  var isLiked: Bool
}

/// Loads and changes the likes of the Passcode module's items; injected into the interactor.
nonisolated protocol PasscodeServicing: Sendable {
  /// The likes of the item `id`.
  func loadLikes(for id: String) async throws -> PasscodeLikes

  /// Likes the item `id`, or takes the like back; returns its likes after the change.
  func setLiked(_ isLiked: Bool, for id: String) async throws -> PasscodeLikes
}

/// The default ``PasscodeServicing``: sample likes, changing nothing. Replace it with your data
/// source.
///
/// Its methods are `@concurrent`, so the work a real service does (network, disk, decoding) runs off the caller's
/// actor, the main actor for the module's interactor, even under Approachable Concurrency, where a `nonisolated
/// async` method otherwise runs on its caller's actor.
nonisolated struct PasscodeService: PasscodeServicing {
  #if hasAttribute(concurrent)
    @concurrent
  #endif
  func loadLikes(for id: String) async throws -> PasscodeLikes {
    PasscodeLikes(count: 0, isLiked: false)
  }

  #if hasAttribute(concurrent)
    @concurrent
  #endif
  func setLiked(_ isLiked: Bool, for id: String) async throws -> PasscodeLikes {
    PasscodeLikes(count: isLiked ? 1 : 0, isLiked: isLiked)
  }
}
