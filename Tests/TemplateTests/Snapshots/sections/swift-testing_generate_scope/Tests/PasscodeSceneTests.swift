//
//  PasscodeSceneTests.swift
//  SectionsSwiftTestingGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionsSwiftTestingGenerateScope

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
    #expect(scene.resolveIfRegistered(PasscodeUserInfoStore.self) != nil)
    #expect(
      scene.resolveIfRegistered((any UserInfoSectionServicing).self)
        is PasscodeUserInfoStore)
    #expect(
      scene.resolveIfRegistered((any NotificationsSectionAssemblying).self)
        is NotificationsSectionAssembly)
    #expect(scene.resolveIfRegistered(PasscodeNotificationsStore.self) != nil)
    #expect(
      scene.resolveIfRegistered((any NotificationsSectionServicing).self)
        is PasscodeNotificationsStore)
    #expect(
      scene.resolveIfRegistered((any StorageSectionAssemblying).self)
        is StorageSectionAssembly)
    #expect(scene.resolveIfRegistered(PasscodeStorageStore.self) != nil)
    #expect(
      scene.resolveIfRegistered((any StorageSectionServicing).self)
        is PasscodeStorageStore)
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
      #expect(!scope.canResolve(PasscodeUserInfoStore.self), "\(scope.chain)")
      #expect(!scope.canResolve((any UserInfoSectionServicing).self), "\(scope.chain)")
      #expect(!scope.canResolve((any NotificationsSectionAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve(PasscodeNotificationsStore.self), "\(scope.chain)")
      #expect(!scope.canResolve((any NotificationsSectionServicing).self), "\(scope.chain)")
      #expect(!scope.canResolve((any StorageSectionAssemblying).self), "\(scope.chain)")
      #expect(!scope.canResolve(PasscodeStorageStore.self), "\(scope.chain)")
      #expect(!scope.canResolve((any StorageSectionServicing).self), "\(scope.chain)")
    }
  }

  @Test func oneStorePerSectionIsSharedWithinAModuleAndEachModuleHasItsOwn() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let first = try await assembleModule(in: appScope)
    let second = try await assembleModule(in: appScope)
    let firstScene = try sceneScope(of: first)
    let secondScene = try sceneScope(of: second)

    do {
      let store = firstScene.resolve(PasscodeUserInfoStore.self)
      let service = firstScene.resolve((any UserInfoSectionServicing).self)
      let content = await store.content
      #expect(
        firstScene.resolve(PasscodeUserInfoStore.self) === store, "one store per scene")
      #expect((service as? PasscodeUserInfoStore) === store, "the section loads through it")
      #expect(content != nil, "the UserInfo section loaded its content through it")
      #expect(
        secondScene.resolve(PasscodeUserInfoStore.self) !== store, "one store per module")
    }

    do {
      let store = firstScene.resolve(PasscodeNotificationsStore.self)
      let service = firstScene.resolve((any NotificationsSectionServicing).self)
      let content = await store.content
      #expect(
        firstScene.resolve(PasscodeNotificationsStore.self) === store, "one store per scene")
      #expect((service as? PasscodeNotificationsStore) === store, "the section loads through it")
      #expect(content != nil, "the Notifications section loaded its content through it")
      #expect(
        secondScene.resolve(PasscodeNotificationsStore.self) !== store, "one store per module")
    }

    do {
      let store = firstScene.resolve(PasscodeStorageStore.self)
      let service = firstScene.resolve((any StorageSectionServicing).self)
      let content = await store.content
      #expect(
        firstScene.resolve(PasscodeStorageStore.self) === store, "one store per scene")
      #expect((service as? PasscodeStorageStore) === store, "the section loads through it")
      #expect(content != nil, "the Storage section loaded its content through it")
      #expect(
        secondScene.resolve(PasscodeStorageStore.self) !== store, "one store per module")
    }
  }

  @Test func theSceneGoesWithTheModuleAndAppWideServicesStay() async throws {
    let appScope = Scope("app")
    appScope.register(PasscodeAppWideService.self) { _ in PasscodeAppWideService() }
    PasscodeScene.register(in: appScope)
    weak var store: PasscodeUserInfoStore?
    weak var scene: Scope?
    weak var appWide: PasscodeAppWideService?

    try await {
      let viewController = try await assembleModule(in: appScope)
      viewController.loadViewIfNeeded()
      let moduleScene = try sceneScope(of: viewController)
      store = moduleScene.resolve(PasscodeUserInfoStore.self)
      #expect(store != nil, "the store lives while the module does")
      appWide = moduleScene.resolve(PasscodeAppWideService.self)
      scene = moduleScene
    }()

    #expect(store == nil, "the store goes with the module")
    #expect(scene == nil, "the scene's scope goes with the module")
    #expect(appWide != nil, "the app-wide service stays")
    #expect(appScope.resolve(PasscodeAppWideService.self) === appWide)
  }
}
