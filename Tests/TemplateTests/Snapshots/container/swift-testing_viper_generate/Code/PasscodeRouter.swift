//
//  PasscodeRouter.swift
//  ContainerSwiftTestingViperGenerate
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
  private let profileHeaderAssembly: any ProfileHeaderModuleAssemblying
  private let profileStatsAssembly: any ProfileStatsModuleAssemblying

  /// Creates a router that navigates from `viewController` and builds the children with the given assemblies.
  init(
    viewController: PasscodeViewController,
    profileHeaderAssembly: any ProfileHeaderModuleAssemblying,
    profileStatsAssembly: any ProfileStatsModuleAssemblying
  ) {
    self.viewController = viewController
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
