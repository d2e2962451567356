//
//  PasscodeModuleAssembly.swift
//  ContainerXctestViperGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts, with its children, and starts loading its content.
///
/// Every module it assembles is a scene: it gets a scope of its own below `parentScope`, which provides its
/// children's assemblies and the scene-wide services (``PasscodeScene/makeScope(parent:)``), and
/// keeps it. So two modules never share a scene's instances, and those go when the module does.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let parentScope: Scope
  private let service: (any PasscodeServicing)?

  /// Creates an assembly whose modules take their dependencies from a new scene scope below `parentScope`.
  ///
  /// - Parameters:
  ///   - parentScope: The scope each scene falls back to: the one the assembly was asked from (the app's), or
  ///     the scene of a module that embeds this one.
  ///   - service: Loads the content instead of the scene's store (tests, previews); `nil` uses the scene's.
  init(parentScope: Scope = Scope("app"), service: (any PasscodeServicing)? = nil) {
    self.parentScope = parentScope
    self.service = service
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let scope = PasscodeScene.makeScope(parent: parentScope)
    if let service {
      scope.override(PasscodeScene.service) { _ in service }
    }
    let viewController = PasscodeViewController()
    let interactor = PasscodeInteractor(service: scope[PasscodeScene.service])
    let router = PasscodeRouter(
      viewController: viewController,
      scope: scope,
      profileHeaderAssembly: scope[PasscodeScene.profileHeaderAssembly],
      profileStatsAssembly: scope[PasscodeScene.profileStatsAssembly]
    )
    let presenter = PasscodePresenter(view: viewController, interactor: interactor, router: router)
    viewController.eventHandler = presenter
    interactor.output = presenter
    presenter.output = configuration?(presenter)
    // Configures the children and starts loading; no view loads until the owner shows the module.
    presenter.start()
    return viewController
  }
}
