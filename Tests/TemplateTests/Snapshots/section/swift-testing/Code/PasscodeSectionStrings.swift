//
//  PasscodeSectionStrings.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// The texts the Passcode section shows, each localizable: Xcode collects them into the app's String
/// Catalog, with their comments, for translation.
nonisolated enum PasscodeSectionStrings {
  /// The section's header.
  static var header: String {
    String(
      localized: "Passcode",
      comment: "Header of the passcode section of a list")
  }

  /// The title of the row summing up the section's content.
  static var summary: String {
    String(localized: "Summary", comment: "Title of the row summing up a setting, in a section of a list")
  }

  /// The title of the row with the switch.
  static var enabled: String {
    String(localized: "Enabled", comment: "Title of the row whose switch turns a feature on or off")
  }

  /// The footer shown in place of the rows when the content could not load.
  static var loadingFailed: String {
    String(
      localized: "Couldn't load passcode.",
      comment: "Footer of the passcode section when its content could not load")
  }
}

#if !canImport(Darwin)
  extension String {
    /// `text` itself: Foundation has no `String(localized:comment:)` on this platform, and an app shows a text
    /// it has no translation for as it is written.
    fileprivate nonisolated init(localized text: String, comment: StaticString? = nil) {
      self = text
    }
  }
#endif
