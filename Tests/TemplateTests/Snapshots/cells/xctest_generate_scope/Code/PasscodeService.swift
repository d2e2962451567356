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
  func loadItems() async throws -> [SampleItem]
}

/// The default ``PasscodeServicing``: twenty sample items. Replace it with your data source.
nonisolated struct PasscodeService: PasscodeServicing {
  func loadItems() async throws -> [SampleItem] {
    (1...20).map { SampleItem(id: "\($0)", title: "Item \($0)") }
  }
}
