//
//  PasscodeModuleAssembly.swift
//  CellsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts and starts loading its items; its cells' FeedCard
/// modules are built as cells first come on screen.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let service: any PasscodeServicing
  private let feedCardAssembly: any FeedCardModuleAssemblying

  /// Creates an assembly whose modules use the given service and cell module assembly.
  ///
  /// - Parameters:
  ///   - service: Loads the items the list shows.
  ///   - feedCardAssembly: Builds the module of each cell.
  init(
    service: any PasscodeServicing = PasscodeService(),
    feedCardAssembly: any FeedCardModuleAssemblying = FeedCardModuleAssembly()
  ) {
    self.service = service
    self.feedCardAssembly = feedCardAssembly
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let viewController = PasscodeViewController()
    let interactor = PasscodeInteractor(service: service)
    let router = PasscodeRouter(
      viewController: viewController, feedCardAssembly: feedCardAssembly)
    let presenter = PasscodePresenter(view: viewController, interactor: interactor, router: router)
    viewController.eventHandler = presenter
    presenter.output = configuration?(presenter)
    // Starts loading the items; no view loads until the owner shows the module.
    presenter.start()
    return viewController
  }
}
