//
//  PasscodeModuleAssembly.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode scene: its configurator wires the VIP cycle, the interactor is the module's input.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let worker: any PasscodeWorking

  /// Creates an assembly whose scenes use the given services.
  ///
  /// - Parameter worker: Does the scene's work (network, storage).
  init(worker: any PasscodeWorking = PasscodeWorker()) {
    self.worker = worker
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let viewController = PasscodeViewController()
    let interactor = PasscodeConfigurator(worker: worker).configure(viewController)
    interactor.output = configuration?(interactor)
    return viewController
  }
}
