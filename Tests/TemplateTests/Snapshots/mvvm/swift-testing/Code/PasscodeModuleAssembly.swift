//
//  PasscodeModuleAssembly.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its view controller, view model and router.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let service: any PasscodeServicing

  /// Creates an assembly whose modules use the given services.
  ///
  /// - Parameter service: Loads the content the module shows.
  init(service: any PasscodeServicing = PasscodeService()) {
    self.service = service
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let viewController = PasscodeViewController()
    let router = PasscodeRouter(viewController: viewController)
    let viewModel = PasscodeViewModel(service: service, router: router)
    viewController.viewModel = viewModel
    viewModel.output = configuration?(viewModel)
    return viewController
  }
}
