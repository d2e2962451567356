//
//  PasscodeStrings.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import Foundation

/// The texts the Passcode module shows, each localizable: Xcode collects them into the app's String
/// Catalog, with their comments, for translation.
nonisolated enum PasscodeStrings {
  /// The likes line of an item `count` people like: "1 like", "12 likes".
  static func likes(_ count: Int) -> String {
    if count == 1 {
      return String(localized: "1 like", comment: "Likes line of an item one person likes")
    }
    return String(
      localized: "\(count) likes",
      comment: "Likes line of an item several people like; vary it by plural in the String Catalog")
  }

  /// The title of the button that likes the item.
  static var like: String {
    String(localized: "Like", comment: "Title of the button that likes an item of a list")
  }

  /// Shown in place of the likes line when the likes could not load; the card offers to try again.
  static var likesFailed: String {
    String(localized: "Likes did not load", comment: "Shown in a list item when its likes could not load")
  }

  /// The title of the button that loads the content again after a failure.
  static var tryAgain: String {
    String(localized: "Try Again", comment: "Title of the button that loads a screen's content again after a failure")
  }

  /// The title of the button that opens the item.
  static var open: String {
    String(localized: "Open", comment: "Title of the button that opens an item of a list")
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
