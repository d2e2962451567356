//
//  PasscodeModuleAssembly.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts; one per visible cell of a list.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let service: any PasscodeServicing

  /// Creates an assembly whose modules use `service`.
  init(service: any PasscodeServicing = PasscodeService()) {
    self.service = service
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let viewController = PasscodeViewController()
    let interactor = PasscodeInteractor(service: service)
    let presenter = PasscodePresenter(view: viewController, interactor: interactor)
    viewController.eventHandler = presenter
    presenter.output = configuration?(presenter)
    return viewController
  }
}
