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
  /// Closes the scene (pops it when it was pushed, dismisses it when it was presented) and tells the owner once
  /// it is off screen.
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
  weak var viewController: UIViewController?

  /// The scene's data.
  var dataStore: (any PasscodeDataStore)?
}

// MARK: - PasscodeRoutingLogic

extension PasscodeRouter: PasscodeRoutingLogic {
  func routeToClose() {
    close { [weak output = dataStore?.output] in
      output?.passcodeModuleDidClose()
    }
  }

  /// Pops the scene when it was pushed, or dismisses it (with whatever it presents) when it was presented, and
  /// calls `completion` once it is off screen; at once when it is neither (its owner embedded it).
  private func close(completion: @escaping @MainActor () -> Void) {
    guard let viewController else {
      completion()
      return
    }
    if let navigationController = viewController.navigationController,
      let index = navigationController.viewControllers.firstIndex(where: { $0 === viewController }),
      index > 0
    {
      navigationController.popToViewController(
        navigationController.viewControllers[index - 1], animated: true, completion: completion)
    } else if let presentingViewController = viewController.presentingViewController {
      presentingViewController.dismiss(animated: true, completion: completion)
    } else {
      completion()
    }
  }
}
