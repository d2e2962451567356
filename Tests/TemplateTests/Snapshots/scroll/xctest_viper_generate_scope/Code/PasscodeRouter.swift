//
//  PasscodeRouter.swift
//  ScrollXctestViperGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Performs the Passcode module's transitions from its view controller and puts its children in their
/// slots.
@MainActor
final class PasscodeRouter {
  /// The module's view controller, kept weakly; its slots keep the children.
  weak var viewController: PasscodeViewController?

  /// The module's scene scope, which the children's assemblies came from. Kept, never asked, so that the
  /// scene's instances (its store among them) live exactly as long as the module.
  let scope: Scope
  private let mailHeaderAssembly: any MailHeaderModuleAssemblying
  private let contactsAssembly: any ContactsModuleAssemblying
  private let attachmentsAssembly: any AttachmentsModuleAssemblying
  private let mailBodyAssembly: any MailBodyModuleAssemblying

  /// Creates a router that navigates from `viewController` and builds the children with the given assemblies.
  init(
    viewController: PasscodeViewController,
    scope: Scope,
    mailHeaderAssembly: any MailHeaderModuleAssemblying,
    contactsAssembly: any ContactsModuleAssemblying,
    attachmentsAssembly: any AttachmentsModuleAssemblying,
    mailBodyAssembly: any MailBodyModuleAssemblying
  ) {
    self.viewController = viewController
    self.scope = scope
    self.mailHeaderAssembly = mailHeaderAssembly
    self.contactsAssembly = contactsAssembly
    self.attachmentsAssembly = attachmentsAssembly
    self.mailBodyAssembly = mailBodyAssembly
  }
}

// MARK: - PasscodeRouterInput

extension PasscodeRouter: PasscodeRouterInput {
  func embedMailHeader(title: String, output: any MailHeaderModuleOutput) -> (any MailHeaderModuleInput)? {
    guard let viewController else { return nil }
    var childInput: (any MailHeaderModuleInput)?
    let child = mailHeaderAssembly.assemble { input in
      input.set(title: title)
      childInput = input
      return output
    }
    viewController.slots.embed(child, in: PasscodeSlot.mailHeader, title: title)
    return childInput
  }

  func removeMailHeader() {
    viewController?.slots.remove(from: PasscodeSlot.mailHeader)
  }

  func embedContacts(title: String, output: any ContactsModuleOutput) -> (any ContactsModuleInput)? {
    guard let viewController else { return nil }
    var childInput: (any ContactsModuleInput)?
    let child = contactsAssembly.assemble { input in
      input.set(title: title)
      childInput = input
      return output
    }
    viewController.slots.embed(child, in: PasscodeSlot.contacts, title: title)
    return childInput
  }

  func removeContacts() {
    viewController?.slots.remove(from: PasscodeSlot.contacts)
  }

  func embedAttachments(title: String, output: any AttachmentsModuleOutput) -> (any AttachmentsModuleInput)? {
    guard let viewController else { return nil }
    var childInput: (any AttachmentsModuleInput)?
    let child = attachmentsAssembly.assemble { input in
      input.set(title: title)
      childInput = input
      return output
    }
    viewController.slots.embed(child, in: PasscodeSlot.attachments, title: title)
    return childInput
  }

  func removeAttachments() {
    viewController?.slots.remove(from: PasscodeSlot.attachments)
  }

  func embedMailBody(title: String, output: any MailBodyModuleOutput) -> (any MailBodyModuleInput)? {
    guard let viewController else { return nil }
    var childInput: (any MailBodyModuleInput)?
    let child = mailBodyAssembly.assemble { input in
      input.set(title: title)
      childInput = input
      return output
    }
    viewController.slots.embed(child, in: PasscodeSlot.mailBody, title: title)
    return childInput
  }

  func removeMailBody() {
    viewController?.slots.remove(from: PasscodeSlot.mailBody)
  }

  func close(completion: @escaping @MainActor () -> Void) {
    ModuleClosing.close(viewController, completion: completion)
  }
}
