//
//  PasscodeSlot.swift
//  ScrollSwiftTestingMvvmReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Where the Passcode module's children go, top to bottom.
nonisolated enum PasscodeSlot {
  /// The MailHeader module's place.
  static let mailHeader: ModuleSlotID = "mailHeader"
  /// The Contacts module's place.
  static let contacts: ModuleSlotID = "contacts"
  /// The Attachments module's place.
  static let attachments: ModuleSlotID = "attachments"
  /// The MailBody module's place.
  static let mailBody: ModuleSlotID = "mailBody"

  /// The slots in display order.
  static let order: [ModuleSlotID] = [
    mailHeader,
    contacts,
    attachments,
    mailBody,
  ]
}
