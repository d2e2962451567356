//
//  PasscodeRouter.swift
//  CellsXctestReference
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

  private let sampleAssembly: any SampleModuleAssemblying

  /// Creates a router that navigates from `viewController` and builds cell modules with
  /// `sampleAssembly`.
  init(viewController: UIViewController, sampleAssembly: any SampleModuleAssemblying) {
    self.viewController = viewController
    self.sampleAssembly = sampleAssembly
  }
}

// MARK: - PasscodeRouterInput

extension PasscodeRouter: PasscodeRouterInput {
  func makeCellModule(
    output: any SampleModuleOutput
  ) -> ReusableModule<SampleItem, SampleState> {
    var cellInput: (any SampleModuleInput)?
    let cellViewController = sampleAssembly.assemble { input in
      cellInput = input
      return output
    }
    guard let cellInput else { preconditionFailure("\(type(of: sampleAssembly)) gave no module input") }
    return ReusableModule(viewController: cellViewController, input: cellInput)
  }

  func close(completion: @escaping @MainActor () -> Void) {
    ModuleClosing.close(viewController, completion: completion)
  }
}
