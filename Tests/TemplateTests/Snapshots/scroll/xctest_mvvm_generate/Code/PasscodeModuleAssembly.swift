//
//  PasscodeModuleAssembly.swift
//  ScrollXctestMvvmGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// Builds the Passcode module from its VIPER parts, with its children, and starts loading its content.
final class PasscodeModuleAssembly: PasscodeModuleAssemblying {
  private let service: any PasscodeServicing
  private let mailHeaderAssembly: any MailHeaderModuleAssemblying
  private let contactsAssembly: any ContactsModuleAssemblying
  private let attachmentsAssembly: any AttachmentsModuleAssemblying
  private let mailBodyAssembly: any MailBodyModuleAssemblying

  /// Creates an assembly whose modules use the given services and child assemblies.
  ///
  /// - Parameters:
  ///   - service: Loads the content the module shows.
  ///   - mailHeaderAssembly: Builds the MailHeader child.
  ///   - contactsAssembly: Builds the Contacts child.
  ///   - attachmentsAssembly: Builds the Attachments child.
  ///   - mailBodyAssembly: Builds the MailBody child.
  init(
    service: any PasscodeServicing = PasscodeService(),
    mailHeaderAssembly: any MailHeaderModuleAssemblying = MailHeaderModuleAssembly(),
    contactsAssembly: any ContactsModuleAssemblying = ContactsModuleAssembly(),
    attachmentsAssembly: any AttachmentsModuleAssemblying = AttachmentsModuleAssembly(),
    mailBodyAssembly: any MailBodyModuleAssemblying = MailBodyModuleAssembly()
  ) {
    self.service = service
    self.mailHeaderAssembly = mailHeaderAssembly
    self.contactsAssembly = contactsAssembly
    self.attachmentsAssembly = attachmentsAssembly
    self.mailBodyAssembly = mailBodyAssembly
  }

  func assemble(_ configuration: PasscodeConfiguration?) -> UIViewController {
    let viewController = PasscodeViewController()
    let interactor = PasscodeInteractor(service: service)
    let router = PasscodeRouter(
      viewController: viewController,
      mailHeaderAssembly: mailHeaderAssembly,
      contactsAssembly: contactsAssembly,
      attachmentsAssembly: attachmentsAssembly,
      mailBodyAssembly: mailBodyAssembly
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
