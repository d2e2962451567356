//
//  PasscodeModuleAssembly.swift
//  ContainerSwiftTestingViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts, with its children, and starts loading its content.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let service: any PasscodeServicing
  private let profileHeaderAssembly: any ProfileHeaderModuleAssemblying
  private let profileStatsAssembly: any ProfileStatsModuleAssemblying

  /// Creates an assembly whose modules use the given services and child assemblies.
  ///
  /// - Parameters:
  ///   - service: Loads the content the module shows.
  ///   - profileHeaderAssembly: Builds the ProfileHeader child.
  ///   - profileStatsAssembly: Builds the ProfileStats child.
  init(
    service: any PasscodeServicing = PasscodeService(),
    profileHeaderAssembly: any ProfileHeaderModuleAssemblying = ProfileHeaderModuleAssembly(),
    profileStatsAssembly: any ProfileStatsModuleAssemblying = ProfileStatsModuleAssembly()
  ) {
    self.service = service
    self.profileHeaderAssembly = profileHeaderAssembly
    self.profileStatsAssembly = profileStatsAssembly
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let viewController = PasscodeViewController()
    let interactor = PasscodeInteractor(service: service)
    let router = PasscodeRouter(
      viewController: viewController,
      profileHeaderAssembly: profileHeaderAssembly,
      profileStatsAssembly: profileStatsAssembly
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
