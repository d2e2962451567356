//
//  PasscodeSlot.swift
//  ContainerXctestMvvmGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Where the Passcode module's children go, top to bottom.
nonisolated enum PasscodeSlot {
  /// The ProfileHeader module's place.
  static let profileHeader: ModuleSlotID = "profileHeader"
  /// The ProfileStats module's place.
  static let profileStats: ModuleSlotID = "profileStats"

  /// The slots in display order.
  static let order: [ModuleSlotID] = [
    profileHeader,
    profileStats,
  ]
}
