//
//  PasscodeSceneTests.swift
//  SectionsSwiftTestingReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionsSwiftTestingReferenceScope

/// Stands for a service the whole app shares (an API client, a session), registered in the app's scope.
final class PasscodeAppWideService: Sendable {}

@MainActor
struct PasscodeSceneTests {
  /// The scope of the scene `viewController`'s module made for itself.
  private func sceneScope(of viewController: PasscodeViewController) throws -> Scope {
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    return try #require(presenter.router as? PasscodeRouter).scope
  }

  /// Assembles a module as the app would, through the assembly the app's scope resolves, and waits until its
  /// sections are loaded.
  private func assembleModule(in appScope: Scope) async throws -> PasscodeViewController {
    let assembly: any PasscodeModuleAssemblying = appScope.resolve()
    let viewController = try #require(assembly.assemble(nil) as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    return viewController
  }

  @Test func everyRegistrationOfTheSceneResolves() {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)

    let scene = PasscodeScene.makeScope(parent: appScope)

    #expect(scene.chain == "app > Passcode")
    #expect(
      appScope.resolveIfRegistered((any PasscodeModuleAssemblying).self)
        is PasscodeModuleAssembly)
    #expect(
      scene.resolveIfRegistered((any UserInfoSectionAssemblying).self)
        is UserInfoSectionAssembly)
    #expect(
      scene.resolveIfRegistered((any NotificationsSectionAssemblying).self)
        is NotificationsSectionAssembly)
    #expect(
      scene.resolveIfRegistered((any StorageSectionAssemblying).self)
        is StorageSectionAssembly)
  }

  @Test func theAppScopeAndASiblingSeeOnlyTheModulesAssembly() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let sibling = appScope.child("Sibling")

    let viewController = try await assembleModule(in: appScope)

    #expect(try sceneScope(of: viewController).parent === appScope, "the module's scene is below the app's")
    for scope in [appScope, sibling] {
      #expect(scope.canResolve((any PasscodeModuleAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve((any UserInfoSectionAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve((any NotificationsSectionAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve((any StorageSectionAssemblying).self), "\(scope.chain)")
    }
  }

  @Test func eachModuleHasASceneOfItsOwn() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let first = try await assembleModule(in: appScope)
    let second = try await assembleModule(in: appScope)

    #expect(try sceneScope(of: first) !== sceneScope(of: second))
  }

  @Test func theSceneGoesWithTheModuleAndAppWideServicesStay() async throws {
    let appScope = Scope("app")
    appScope.register(PasscodeAppWideService.self) { _ in PasscodeAppWideService() }
    PasscodeScene.register(in: appScope)
    weak var scene: Scope?
    weak var appWide: PasscodeAppWideService?

    try await {
      let viewController = try await assembleModule(in: appScope)
      viewController.loadViewIfNeeded()
      let moduleScene = try sceneScope(of: viewController)
      appWide = moduleScene.resolve(PasscodeAppWideService.self)
      scene = moduleScene
    }()
    #expect(scene == nil, "the scene's scope goes with the module")
    #expect(appWide != nil, "the app-wide service stays")
    #expect(appScope.resolve(PasscodeAppWideService.self) === appWide)
  }
}
