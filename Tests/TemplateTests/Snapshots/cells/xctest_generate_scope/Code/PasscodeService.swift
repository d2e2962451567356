//
//  PasscodeService.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// Loads the items of the Passcode list; injected into the interactor.
nonisolated protocol PasscodeServicing: Sendable {
  /// The items, top to bottom; their ids are unique.
  func loadItems() async throws -> [FeedCardItem]
}

/// The default ``PasscodeServicing``: twenty sample items. Replace it with your data source.
///
/// Its method is `@concurrent`, so the work a real service does (network, disk, decoding) runs off the caller's
/// actor, the main actor for the list's interactor, even under Approachable Concurrency, where a `nonisolated
/// async` method otherwise runs on its caller's actor.
nonisolated struct PasscodeService: PasscodeServicing {
  #if hasAttribute(concurrent)
    @concurrent
  #endif
  func loadItems() async throws -> [FeedCardItem] {
    (1...20).map { FeedCardItem(id: "\($0)", title: "Item \($0)") }
  }
}
