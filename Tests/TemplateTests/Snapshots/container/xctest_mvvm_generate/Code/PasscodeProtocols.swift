//
//  PasscodeProtocols.swift
//  ContainerXctestMvvmGenerate
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

  /// Shows that the content is loading.
  func displayLoading()

  /// Shows the loaded content.
  func display(_ viewModel: PasscodeViewModel)

  /// Shows that loading failed.
  func displayError(message: String)
}

/// Receives every user action of the Passcode view; the presenter by default.
@MainActor
protocol PasscodeViewDelegate: AnyObject {
  /// The user asked to load the content again.
  func didTapRetry()

  /// The user asked to close the screen.
  func didTapClose()

  /// The screen left for good: popped, swiped away or dismissed, by the user or by anyone.
  func didLeaveScreen()
}

/// The Passcode module's business logic.
@MainActor
protocol PasscodeInteractorInput: AnyObject {
  /// Loads the content and reports the result to the output.
  func loadContent() async
}

/// Receives the interactor's results; the presenter.
@MainActor
protocol PasscodeInteractorOutput: AnyObject {
  /// The content was loaded.
  func didLoad(_ content: PasscodeContent)

  /// Loading the content failed.
  func didFailToLoadContent(_ error: any Error)
}

/// The Passcode module's transitions and children.
@MainActor
protocol PasscodeRouterInput: AnyObject {
  /// Builds the ProfileHeader module titled `title`, puts it in its slot (its view goes there once this module's view
  /// loads) and returns its input.
  ///
  /// - Parameter output: Receives the child's events; the child keeps it weakly.
  func embedProfileHeader(title: String, output: any ProfileHeaderModuleOutput) -> (any ProfileHeaderModuleInput)?

  /// Takes the ProfileHeader module out of its slot, which releases it.
  func removeProfileHeader()

  /// Builds the ProfileStats module titled `title`, puts it in its slot (its view goes there once this module's view
  /// loads) and returns its input.
  ///
  /// - Parameter output: Receives the child's events; the child keeps it weakly.
  func embedProfileStats(title: String, output: any ProfileStatsModuleOutput) -> (any ProfileStatsModuleInput)?

  /// Takes the ProfileStats module out of its slot, which releases it.
  func removeProfileStats()

  /// Closes the module the way it was shown: pops it when it was pushed above another screen, dismisses it (with
  /// whatever it presents) when it, or the navigation controller it is the root of, was presented; an embedded
  /// module is left to its owner.
  ///
  /// - Parameter completion: Called once the module is off screen; at once when its owner embedded it (the owner
  ///   removes it when told the module closed).
  func close(completion: @escaping @MainActor () -> Void)
}
