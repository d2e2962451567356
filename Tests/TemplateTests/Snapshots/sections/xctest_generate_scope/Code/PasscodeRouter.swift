//
//  PasscodeRouter.swift
//  SectionsXctestGenerateScope
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

  /// The list's scene scope, which the sections' assemblies came from. Kept, never asked, so that the
  /// scene's instances (its stores among them) live exactly as long as the list.
  let scope: Scope

  /// Creates a router that navigates from `viewController` and keeps the list's scene `scope`.
  init(viewController: UIViewController, scope: Scope) {
    self.viewController = viewController
    self.scope = scope
  }
}

// MARK: - PasscodeRouterInput

extension PasscodeRouter: PasscodeRouterInput {
  func close(completion: @escaping @MainActor () -> Void) {
    ModuleClosing.close(viewController, completion: completion)
  }
}
