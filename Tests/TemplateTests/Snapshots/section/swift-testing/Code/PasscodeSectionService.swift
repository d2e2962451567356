//
//  PasscodeSectionService.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode section's content.
nonisolated struct PasscodeSectionContent: Equatable, Sendable {
  /// A short description of the current setting.
  var summary: String

  /// Whether the feature is enabled.
  var isEnabled: Bool
}

/// Loads and saves the Passcode section's content.
nonisolated protocol PasscodeSectionServicing: Sendable {
  /// The current content.
  func loadContent() async throws -> PasscodeSectionContent

  /// Saves whether the feature is enabled.
  func save(isEnabled: Bool) async throws
}

/// The default service: sample content, saving nothing. Replace it with your data source.
///
/// Its methods are `@concurrent`, so the work a real service does (network, disk, decoding) runs off the caller's
/// actor, the main actor for the section's presenter, even under Approachable Concurrency, where a `nonisolated
/// async` method otherwise runs on its caller's actor.
nonisolated struct PasscodeSectionService: PasscodeSectionServicing {
  #if hasAttribute(concurrent)
    @concurrent
  #endif
  func loadContent() async throws -> PasscodeSectionContent {
    PasscodeSectionContent(summary: "On for this device", isEnabled: true)
  }

  #if hasAttribute(concurrent)
    @concurrent
  #endif
  func save(isEnabled: Bool) async throws {}
}
