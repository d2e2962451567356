//
//  PasscodeModels.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// The data the Passcode scene works with.
nonisolated struct PasscodeContent: Equatable, Sendable {
  /// The main text.
  let message: String
}

/// The Passcode scene's use cases, each with the data that crosses the VIP cycle.
nonisolated enum Passcode {
  /// The LoadContent use case.
  enum LoadContent {
    /// What the view controller asks the interactor for.
    struct Request: Equatable {}

    /// What the interactor hands the presenter.
    struct Response: Equatable {
      /// The loaded content, or `nil` when loading failed.
      let content: PasscodeContent?
    }

    /// What the presenter hands the view controller to display.
    struct ViewModel: Equatable {
      /// The text to show, or `nil` when loading failed.
      let message: String?

      /// Why loading failed, shown with a retry button; `nil` when it succeeded.
      let errorMessage: String?
    }
  }
}
