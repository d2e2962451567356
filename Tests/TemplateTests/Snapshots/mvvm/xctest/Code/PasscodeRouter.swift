//
//  PasscodeRouter.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Performs the Passcode module's transitions from its view controller.
@MainActor
final class PasscodeRouter {
  /// The module's view controller, kept weakly.
  weak var viewController: UIViewController?

  /// Creates a router that navigates from `viewController`.
  init(viewController: UIViewController) {
    self.viewController = viewController
  }
}

// MARK: - PasscodeRouting

extension PasscodeRouter: PasscodeRouting {
  func close(completion: @escaping @MainActor () -> Void) {
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
