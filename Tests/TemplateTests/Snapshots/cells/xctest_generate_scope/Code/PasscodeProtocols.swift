//
//  PasscodeProtocols.swift
//  CellsXctestGenerateScope
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

  /// Shows `items`, top to bottom.
  func display(items: [FeedCardItem])

  /// Shows `message` in place of the items.
  func displayError(message: String)
}

/// Receives the Passcode view's requests and user actions; the presenter by default.
@MainActor
protocol PasscodeViewDelegate: AnyObject {
  /// A new FeedCard module, for a cell shown for the first time.
  func makeCellModule() -> ReusableModule<FeedCardItem, FeedCardState>

  /// The user asked to load the items again after a failure.
  func didTapRetry()

  /// The user asked to close the screen.
  func didTapClose()

  /// The screen left for good: popped, swiped away or dismissed, by the user or by anyone.
  func didLeaveScreen()
}

/// The Passcode module's business logic.
@MainActor
protocol PasscodeInteractorInput: AnyObject {
  /// Loads the items to list.
  func loadItems() async throws -> [FeedCardItem]
}

/// The Passcode module's transitions, and the cell modules it builds.
@MainActor
protocol PasscodeRouterInput: AnyObject {
  /// Assembles a FeedCard module whose events go to `output`.
  func makeCellModule(
    output: any FeedCardModuleOutput
  ) -> ReusableModule<FeedCardItem, FeedCardState>

  /// Closes the module the way it was shown: pops it when it was pushed above another screen, dismisses it (with
  /// whatever it presents) when it, or the navigation controller it is the root of, was presented; an embedded
  /// module is left to its owner.
  ///
  /// - Parameter completion: Called once the module is off screen; at once when its owner embedded it (the owner
  ///   removes it when told the module closed).
  func close(completion: @escaping @MainActor () -> Void)
}
