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

    /// What the interactor hands the presenter when the use case succeeded.
    struct Response: Equatable {
      /// The loaded content.
      let content: PasscodeContent
    }

    /// What the presenter hands the view controller to display.
    struct ViewModel: Equatable {
      /// The text to show.
      let message: String
    }

    /// The use case failed.
    enum Failure {
      /// What the interactor hands the presenter when the use case failed.
      struct Response {
        /// Why it failed.
        let error: any Error
      }

      /// What the presenter hands the view controller when the use case failed.
      struct ViewModel: Equatable {
        /// What to tell the user.
        let message: String
      }
    }
  }
}
