//
//  PasscodeProtocols.swift
//  SectionsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// What the presenter asks the Passcode view to show.
@MainActor
protocol PasscodeViewInput: AnyObject {
  /// Shows `title` as the screen's title.
  func display(title: String)

  /// Shows `sections`, top to bottom; sections that have not arrived yet are left out.
  func display(sections: [SectionModel])
}

/// Receives every user action of the Passcode view; the presenter by default.
@MainActor
protocol PasscodeViewDelegate: AnyObject {
  /// The user acted on a row (a tap, a switch); `item` names the row and the section it belongs to.
  func didReceive(_ event: CellEvent, at item: ItemID)

  /// The user asked to close the screen.
  func didTapClose()

  /// The screen left for good: popped, swiped away or dismissed, by the user or by anyone.
  func didLeaveScreen()
}

/// The Passcode module's business logic: its sections.
@MainActor
protocol PasscodeInteractorInput: AnyObject {
  /// Loads every section at once; the output hears each time one arrives.
  func loadSections() async

  /// Passes a row's event to the section the row belongs to.
  func handle(_ event: CellEvent, at item: ItemID)
}

/// Receives the interactor's results; the presenter.
@MainActor
protocol PasscodeInteractorOutput: AnyObject {
  /// The sections to show changed: one arrived, or one replaced its rows.
  func didUpdate(sections: [SectionModel])
}

/// The Passcode module's transitions.
@MainActor
protocol PasscodeRouterInput: AnyObject {
  /// Closes the module the way it was shown: pops it when it was pushed above another screen, dismisses it (with
  /// whatever it presents) when it, or the navigation controller it is the root of, was presented; an embedded
  /// module is left to its owner.
  ///
  /// - Parameter completion: Called once the module is off screen; at once when its owner embedded it (the owner
  ///   removes it when told the module closed).
  func close(completion: @escaping @MainActor () -> Void)
}
