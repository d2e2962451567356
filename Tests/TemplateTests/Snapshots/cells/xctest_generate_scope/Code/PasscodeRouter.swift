//
//  PasscodeRouter.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Performs the Passcode module's transitions from its view controller and builds its cell modules.
@MainActor
final class PasscodeRouter {
  /// The module's view controller, kept weakly.
  weak var viewController: UIViewController?

  /// The list's scene scope, which the cell modules' assembly came from. Kept, never asked, so that the
  /// scene's instances (its store among them) live exactly as long as the list.
  let scope: Scope

  private let feedCardAssembly: any FeedCardModuleAssemblying

  /// Creates a router that navigates from `viewController` and builds cell modules with
  /// `feedCardAssembly`.
  init(
    viewController: UIViewController,
    scope: Scope,
    feedCardAssembly: any FeedCardModuleAssemblying
  ) {
    self.viewController = viewController
    self.scope = scope
    self.feedCardAssembly = feedCardAssembly
  }
}

// MARK: - PasscodeRouterInput

extension PasscodeRouter: PasscodeRouterInput {
  func makeCellModule(
    output: any FeedCardModuleOutput
  ) -> ReusableModule<FeedCardItem, FeedCardState> {
    var cellInput: (any FeedCardModuleInput)?
    let cellViewController = feedCardAssembly.assemble { input in
      cellInput = input
      return output
    }
    guard let cellInput else { preconditionFailure("\(type(of: feedCardAssembly)) gave no module input") }
    return ReusableModule(viewController: cellViewController, input: cellInput)
  }

  func close(completion: @escaping @MainActor () -> Void) {
    ModuleClosing.close(viewController, completion: completion)
  }
}
