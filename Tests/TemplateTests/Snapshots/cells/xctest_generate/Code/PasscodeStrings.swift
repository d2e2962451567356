//
//  PasscodeStrings.swift
//  CellsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// The texts the Passcode list shows, each localizable: Xcode collects them into the app's String
/// Catalog, with their comments, for translation.
nonisolated enum PasscodeStrings {
  /// Shown in place of the items when they could not load.
  static var loadingFailed: String {
    String(localized: "Couldn't load the items.", comment: "Shown in place of a list's items when they could not load")
  }

  /// The title of the button that loads the content again after a failure.
  static var tryAgain: String {
    String(localized: "Try Again", comment: "Title of the button that loads a screen's content again after a failure")
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
