//
//  PasscodeProtocols.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// What the Passcode screen shows.
nonisolated enum PasscodeViewState: Equatable {
  /// The content is loading.
  case loading
  /// The content, ready to show.
  case content(message: String)
  /// Loading failed; the user can retry.
  case failure(message: String)
}

/// The Passcode view model as its view sees it: the title and state the view binds to, and the user's
/// intents. It knows nothing of the view.
@MainActor
protocol PasscodeViewModeling: AnyObject {
  /// The screen's title, once its owner set one.
  var title: String? { get }

  /// What the screen shows now.
  var state: PasscodeViewState { get }

  /// Binds a view to the view model: `render` is called at once with the current title and state, then after each
  /// change, as long as the view model lives; a later binding replaces it.
  ///
  /// - Parameter render: Shows a title and a state; it should hold its view weakly, as the view holds the view
  ///   model.
  func bind(_ render: @escaping @MainActor (_ title: String?, _ state: PasscodeViewState) -> Void)

  /// Starts loading the content; called once the view is ready to show it.
  func start()

  /// Loads the content again.
  func retry()

  /// Closes the screen.
  func close()

  /// The screen left for good: popped, swiped away or dismissed, by the user or by anyone.
  func didLeaveScreen()
}

/// The Passcode module's transitions.
@MainActor
protocol PasscodeRouting: AnyObject {
  /// Closes the module the way it was shown: pops it when it was pushed above another screen, dismisses it (with
  /// whatever it presents) when it, or the navigation controller it is the root of, was presented; an embedded
  /// module is left to its owner.
  ///
  /// - Parameter completion: Called once the module is off screen; at once when its owner embedded it (the owner
  ///   removes it when told the module closed).
  func close(completion: @escaping @MainActor () -> Void)
}
