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
    ModuleClosing.close(viewController, completion: completion)
  }
}
