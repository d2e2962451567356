//
//  PasscodeRouter.swift
//  ContainerXctestViperGenerateScope
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
  private let profileHeaderAssembly: any ProfileHeaderModuleAssemblying
  private let profileStatsAssembly: any ProfileStatsModuleAssemblying

  /// Creates a router that navigates from `viewController` and builds the children with the given assemblies.
  init(
    viewController: PasscodeViewController,
    scope: Scope,
    profileHeaderAssembly: any ProfileHeaderModuleAssemblying,
    profileStatsAssembly: any ProfileStatsModuleAssemblying
  ) {
    self.viewController = viewController
    self.scope = scope
    self.profileHeaderAssembly = profileHeaderAssembly
    self.profileStatsAssembly = profileStatsAssembly
  }
}

// MARK: - PasscodeRouterInput

extension PasscodeRouter: PasscodeRouterInput {
  func embedProfileHeader(title: String, output: any ProfileHeaderModuleOutput) -> (any ProfileHeaderModuleInput)? {
    guard let viewController else { return nil }
    var childInput: (any ProfileHeaderModuleInput)?
    let child = profileHeaderAssembly.assemble { input in
      input.set(title: title)
      childInput = input
      return output
    }
    viewController.slots.embed(child, in: PasscodeSlot.profileHeader, title: title)
    return childInput
  }

  func removeProfileHeader() {
    viewController?.slots.remove(from: PasscodeSlot.profileHeader)
  }

  func embedProfileStats(title: String, output: any ProfileStatsModuleOutput) -> (any ProfileStatsModuleInput)? {
    guard let viewController else { return nil }
    var childInput: (any ProfileStatsModuleInput)?
    let child = profileStatsAssembly.assemble { input in
      input.set(title: title)
      childInput = input
      return output
    }
    viewController.slots.embed(child, in: PasscodeSlot.profileStats, title: title)
    return childInput
  }

  func removeProfileStats() {
    viewController?.slots.remove(from: PasscodeSlot.profileStats)
  }

  func close(completion: @escaping @MainActor () -> Void) {
    ModuleClosing.close(viewController, completion: completion)
  }
}
