//
//  PasscodeModuleAssembly.swift
//  SectionsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts and its section submodules, and starts loading
/// the sections.
///
/// Every list it assembles is a scene: it gets a scope of its own below `parentScope`, which provides the sections'
/// assemblies and the scene-wide services (``PasscodeScene/makeScope(parent:)``), and keeps it. So two lists never share a scene's instances, and those go when the list does.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let parentScope: Scope

  /// Creates an assembly whose modules take their sections from a new scene scope below `parentScope`: the one the
  /// assembly was asked from (the app's), or the scene of a module that embeds this one.
  init(parentScope: Scope = Scope("app")) {
    self.parentScope = parentScope
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let scope = PasscodeScene.makeScope(parent: parentScope)
    let userInfoSectionAssembly = scope[PasscodeScene.userInfoAssembly]
    let notificationsSectionAssembly = scope[PasscodeScene.notificationsAssembly]
    let storageSectionAssembly = scope[PasscodeScene.storageAssembly]
    let viewController = PasscodeViewController()
    let interactor = PasscodeInteractor(sections: [
      userInfoSectionAssembly.assemble(),
      notificationsSectionAssembly.assemble(),
      storageSectionAssembly.assemble(),
    ])
    let router = PasscodeRouter(viewController: viewController, scope: scope)
    let presenter = PasscodePresenter(view: viewController, interactor: interactor, router: router)
    viewController.eventHandler = presenter
    interactor.output = presenter
    presenter.output = configuration?(presenter)
    // Starts loading every section; no view loads until the owner shows the module.
    presenter.start()
    return viewController
  }
}
