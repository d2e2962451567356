//
//  PasscodeRouter.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// The Passcode scene's navigation.
@MainActor
protocol PasscodeRoutingLogic: AnyObject {
  /// Closes the scene (pops it when it was pushed, dismisses it otherwise) and tells the owner.
  func routeToClose()
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
  weak var viewController: ViewController?

  /// The scene's data.
  var dataStore: (any PasscodeDataStore)?
}

// MARK: - PasscodeRoutingLogic

extension PasscodeRouter: PasscodeRoutingLogic {
  func routeToClose() {
    guard let viewController else { return }
    if let navigationController = viewController.navigationController,
      let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController }),
      index > 0
    {
      navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
    } else {
      viewController.dismiss(animated: true)
    }
    dataStore?.output?.passcodeModuleDidClose()
  }
}
