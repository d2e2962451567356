//
//  PasscodeModuleAssembly.swift
//  SectionsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts and its section submodules, and starts loading
/// the sections.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let userInfoSectionAssembly: any UserInfoSectionAssemblying
  private let notificationsSectionAssembly: any NotificationsSectionAssemblying
  private let storageSectionAssembly: any StorageSectionAssemblying

  /// Creates an assembly whose module shows the sections the given assemblies build, in this order.
  ///
  /// - Parameters:
  ///   - userInfoSectionAssembly: Builds the UserInfo section.
  ///   - notificationsSectionAssembly: Builds the Notifications section.
  ///   - storageSectionAssembly: Builds the Storage section.
  init(
    userInfoSectionAssembly: any UserInfoSectionAssemblying = UserInfoSectionAssembly(),
    notificationsSectionAssembly: any NotificationsSectionAssemblying = NotificationsSectionAssembly(),
    storageSectionAssembly: any StorageSectionAssemblying = StorageSectionAssembly()
  ) {
    self.userInfoSectionAssembly = userInfoSectionAssembly
    self.notificationsSectionAssembly = notificationsSectionAssembly
    self.storageSectionAssembly = storageSectionAssembly
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let viewController = PasscodeViewController()
    let interactor = PasscodeInteractor(sections: [
      userInfoSectionAssembly.assemble(),
      notificationsSectionAssembly.assemble(),
      storageSectionAssembly.assemble(),
    ])
    let router = PasscodeRouter(viewController: viewController)
    let presenter = PasscodePresenter(view: viewController, interactor: interactor, router: router)
    viewController.eventHandler = presenter
    interactor.output = presenter
    presenter.output = configuration?(presenter)
    // Starts loading every section; no view loads until the owner shows the module.
    presenter.start()
    return viewController
  }
}
