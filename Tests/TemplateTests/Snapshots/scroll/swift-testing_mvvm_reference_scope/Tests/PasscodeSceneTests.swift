//
//  PasscodeSceneTests.swift
//  ScrollSwiftTestingMvvmReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import ScrollSwiftTestingMvvmReferenceScope

/// Stands for a service the whole app shares (an API client, a session), registered in the app's scope.
final class PasscodeAppWideService: Sendable {}

@MainActor
struct PasscodeSceneTests {
  /// The scope of the scene `viewController`'s module made for itself.
  private func sceneScope(of viewController: PasscodeViewController) throws -> Scope {
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    return try #require(presenter.router as? PasscodeRouter).scope
  }

  /// Assembles a module as the app would: through the assembly the app's scope resolves.
  private func assembleModule(in appScope: Scope) throws -> PasscodeViewController {
    let assembly: any PasscodeModuleAssemblying = appScope.resolve()
    return try #require(assembly.assemble(nil) as? PasscodeViewController)
  }

  @Test func everyRegistrationOfTheSceneResolves() {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)

    let scene = PasscodeScene.makeScope(parent: appScope)

    #expect(scene.chain == "app > Passcode")
    #expect(
      appScope.resolveIfRegistered((any PasscodeModuleAssemblying).self)
        is PasscodeModuleAssembly)
    #expect(scene.resolveIfRegistered(PasscodeSceneStore.self) != nil)
    #expect(
      scene.resolveIfRegistered((any PasscodeServicing).self)
        is PasscodeSceneStore)
    #expect(
      scene.resolveIfRegistered((any MailHeaderModuleAssemblying).self)
        is MailHeaderModuleAssembly)
    #expect(
      scene.resolveIfRegistered((any ContactsModuleAssemblying).self)
        is ContactsModuleAssembly)
    #expect(
      scene.resolveIfRegistered((any AttachmentsModuleAssemblying).self)
        is AttachmentsModuleAssembly)
    #expect(
      scene.resolveIfRegistered((any MailBodyModuleAssemblying).self)
        is MailBodyModuleAssembly)
  }

  @Test func theAppScopeAndASiblingSeeOnlyTheModulesAssembly() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let sibling = appScope.child("Sibling")

    let viewController = try assembleModule(in: appScope)

    #expect(try sceneScope(of: viewController).parent === appScope, "the module's scene is below the app's")
    for scope in [appScope, sibling] {
      #expect(scope.canResolve((any PasscodeModuleAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve(PasscodeSceneStore.self), "\(scope.chain)")
      #expect(!scope.canResolve((any PasscodeServicing).self), "\(scope.chain)")
      #expect(!scope.canResolve((any MailHeaderModuleAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve((any ContactsModuleAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve((any AttachmentsModuleAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve((any MailBodyModuleAssemblying).self), "\(scope.chain)")
    }
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
  }

  @Test func oneStoreIsSharedWithinAModuleAndEachModuleHasItsOwn() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let first = try assembleModule(in: appScope)
    let second = try assembleModule(in: appScope)
    for viewController in [first, second] {
      let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
      await presenter.loadingTask?.value
    }

    let firstScene = try sceneScope(of: first)
    let store = firstScene.resolve(PasscodeSceneStore.self)

    #expect(firstScene.resolve(PasscodeSceneStore.self) === store, "one store per scene")
    let service = firstScene.resolve((any PasscodeServicing).self)
    #expect(
      (service as? PasscodeSceneStore) === store, "the module loads through its scene's store")
    let loaded = await store.content
    #expect(loaded != nil, "the module loaded its content through the store")
    #expect(
      try sceneScope(of: second).resolve(PasscodeSceneStore.self) !== store,
      "another module has a scene and a store of its own")
  }

  @Test func theStoreGoesWithTheModuleAndAppWideServicesStay() async throws {
    let appScope = Scope("app")
    appScope.register(PasscodeAppWideService.self) { _ in PasscodeAppWideService() }
    PasscodeScene.register(in: appScope)
    weak var store: PasscodeSceneStore?
    weak var scene: Scope?
    weak var appWide: PasscodeAppWideService?

    try await {
      let viewController = try autoreleasepool { try assembleModule(in: appScope) }
      let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
      await presenter.loadingTask?.value
      viewController.loadViewIfNeeded()
      let moduleScene = try sceneScope(of: viewController)
      store = moduleScene.resolve(PasscodeSceneStore.self)
      appWide = moduleScene.resolve(PasscodeAppWideService.self)
      scene = moduleScene
      #expect(store != nil, "the store lives while the module does")
    }()

    #expect(store == nil, "the store goes with the module")
    #expect(scene == nil, "and so does the scene's scope")
    #expect(appWide != nil, "the app-wide service stays")
    #expect(appScope.resolve(PasscodeAppWideService.self) === appWide)
  }
}
