//
//  PasscodeStrings.swift
//  ScrollXctestMvvmGenerate
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

  /// The title of the MailHeader part of the screen.
  static var mailHeaderTitle: String {
    String(
      localized: "Mail header",
      comment: "Title of the mail header part of a screen")
  }

  /// The title of the Contacts part of the screen.
  static var contactsTitle: String {
    String(
      localized: "Contacts",
      comment: "Title of the contacts part of a screen")
  }

  /// The title of the Attachments part of the screen.
  static var attachmentsTitle: String {
    String(
      localized: "Attachments",
      comment: "Title of the attachments part of a screen")
  }

  /// The title of the MailBody part of the screen.
  static var mailBodyTitle: String {
    String(
      localized: "Mail body",
      comment: "Title of the mail body part of a screen")
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
