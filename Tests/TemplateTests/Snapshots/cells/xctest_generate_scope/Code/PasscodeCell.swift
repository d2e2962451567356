//
//  PasscodeCell.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// A cell of the Passcode list: an empty cell whose content a FeedCard module fills.
final class PasscodeCell: ListCell {}

/// A row of the Passcode list: the item the row's FeedCard module shows.
nonisolated struct PasscodeCellModel: CellModel {
  /// The list's only section.
  static let section: SectionID = "passcode"

  /// The item the row shows.
  let item: FeedCardItem

  var id: ItemID { ItemID(Self.section, item.id) }

  /// Nothing to do here: the list's view controller gives the item to the cell's FeedCard module as the list
  /// configures the cell, before the cell is sized.
  func configure(_ cell: PasscodeCell) {}
}
