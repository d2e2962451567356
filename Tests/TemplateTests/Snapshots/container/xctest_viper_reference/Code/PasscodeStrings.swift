//
//  PasscodeStrings.swift
//  ContainerXctestViperReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// The texts the Passcode module shows, its children's titles among them, each localizable: Xcode
/// collects them into the app's String Catalog, with their comments, for translation.
nonisolated enum PasscodeStrings {
  /// Shown in place of the content when it could not load; the user can try again.
  static var loadingFailed: String {
    String(
      localized: "Something went wrong. Please try again.",
      comment: "Shown in place of a screen's content when it could not load; the screen offers to try again")
  }

  /// The title of the button that loads the content again after a failure.
  static var tryAgain: String {
    String(localized: "Try Again", comment: "Title of the button that loads a screen's content again after a failure")
  }

  /// The title of the ProfileHeader part of the screen.
  static var profileHeaderTitle: String {
    String(
      localized: "Profile header",
      comment: "Title of the profile header part of a screen")
  }

  /// The title of the ProfileStats part of the screen.
  static var profileStatsTitle: String {
    String(
      localized: "Profile stats",
      comment: "Title of the profile stats part of a screen")
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
