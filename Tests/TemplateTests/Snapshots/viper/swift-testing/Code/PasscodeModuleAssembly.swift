//
//  PasscodeModuleAssembly.swift
//  ViperSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts and starts loading its content.
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
    let interactor = PasscodeInteractor(service: service)
    let router = PasscodeRouter(viewController: viewController)
    let presenter = PasscodePresenter(view: viewController, interactor: interactor, router: router)
    viewController.eventHandler = presenter
    interactor.output = presenter
    presenter.output = configuration?(presenter)
    presenter.start()
    return viewController
  }
}
