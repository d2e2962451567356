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

/// What the view model asks the Passcode view to show.
@MainActor
protocol PasscodeViewInput: AnyObject {
  /// Shows `title` as the screen's title.
  func display(title: String)

  /// Shows `state`.
  func render(_ state: PasscodeViewState)
}

/// The Passcode view model, as its view sees it: the view's lifecycle and the user's actions.
@MainActor
protocol PasscodeViewModeling: AnyObject {
  /// The view was loaded; the view model starts loading the content.
  func viewDidLoad()

  /// The user asked to load the content again.
  func didTapRetry()

  /// The user asked to close the screen.
  func didTapClose()
}

/// The Passcode module's transitions.
@MainActor
protocol PasscodeRouting: AnyObject {
  /// Closes the module: pops it when it was pushed, or dismisses it (with whatever it presents) when it was
  /// presented.
  ///
  /// - Parameter completion: Called once the module is off screen; at once when it is neither pushed nor
  ///   presented (its owner embedded it, and removes it when told the module closed).
  func close(completion: @escaping @MainActor () -> Void)
}
