//
//  PasscodeRouter.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode scene's navigation.
@MainActor
protocol PasscodeRoutingLogic: AnyObject {
  /// Closes the scene the way it was shown and tells the owner once it is off screen.
  ///
  /// Pops the scene when it was pushed above another screen, dismisses it (with whatever it presents) when it, or
  /// the navigation controller it is the root of, was presented; an embedded scene is left to its owner, which
  /// removes it when told the scene closed.
  func routeToClose()

  /// The scene left the screen for good (popped, swiped away or dismissed, by the user or by anyone): tells the
  /// owner, once however often it is called.
  func didLeaveScreen()
}

/// Gives the router the scene's data to pass on.
@MainActor
protocol PasscodeDataPassing: AnyObject {
  /// The scene's data.
  var dataStore: (any PasscodeDataStore)? { get }
}

/// Navigates from the Passcode scene and passes its data on.
@MainActor
final class PasscodeRouter: PasscodeDataPassing {
  /// The scene's view controller, kept weakly.
  weak var viewController: UIViewController?

  /// The scene's data.
  var dataStore: (any PasscodeDataStore)?

  /// Tells the owner, once, that the scene left the screen.
  private let screenExit = ScreenExit()
}

// MARK: - PasscodeRoutingLogic

extension PasscodeRouter: PasscodeRoutingLogic {
  func routeToClose() {
    ModuleClosing.close(viewController) { [weak self] in
      self?.didLeaveScreen()
    }
  }

  func didLeaveScreen() {
    screenExit.report { dataStore?.output?.passcodeModuleDidClose() }
  }
}
