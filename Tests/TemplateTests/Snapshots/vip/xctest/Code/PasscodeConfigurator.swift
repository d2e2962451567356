//
//  PasscodeConfigurator.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Wires the Passcode scene's VIP cycle around its view controller.
@MainActor
struct PasscodeConfigurator {
  /// The worker handed to the interactor.
  let worker: any PasscodeWorking

  /// Connects the view controller, interactor, presenter and router.
  ///
  /// - Returns: The interactor, which is the scene's module input.
  @discardableResult
  func configure(_ viewController: PasscodeViewController) -> PasscodeInteractor {
    let interactor = PasscodeInteractor(worker: worker)
    let presenter = PasscodePresenter()
    let router = PasscodeRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return interactor
  }
}
