//
//  PasscodeSceneTests.swift
//  ContainerXctestViperGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ContainerXctestViperGenerateScope

/// Stands for a service the whole app shares (an API client, a session), registered in the app's scope.
final class PasscodeAppWideService: Sendable {}

nonisolated final class PasscodeSceneTests: XCTestCase {
  /// The scope of the scene `viewController`'s module made for itself.
  @MainActor private func sceneScope(of viewController: PasscodeViewController) throws -> Scope {
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    return try XCTUnwrap(presenter.router as? PasscodeRouter).scope
  }

  /// Assembles a module as the app would: through the assembly the app's scope resolves.
  @MainActor private func assembleModule(in appScope: Scope) throws -> PasscodeViewController {
    let assembly: any PasscodeModuleAssemblying = appScope.resolve()
    return try XCTUnwrap(assembly.assemble(nil) as? PasscodeViewController)
  }

  @MainActor func testEveryRegistrationOfTheSceneResolves() {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)

    let scene = PasscodeScene.makeScope(parent: appScope)

    XCTAssertEqual(scene.chain, "app > Passcode")
    XCTAssertTrue(
      appScope.resolveIfRegistered((any PasscodeModuleAssemblying).self)
        is PasscodeModuleAssembly)
    XCTAssertNotNil(scene.resolveIfRegistered(PasscodeSceneStore.self))
    XCTAssertTrue(
      scene.resolveIfRegistered((any PasscodeServicing).self)
        is PasscodeSceneStore)
    XCTAssertTrue(
      scene.resolveIfRegistered((any ProfileHeaderModuleAssemblying).self)
        is ProfileHeaderModuleAssembly)
    XCTAssertNotNil(scene.resolveIfRegistered((any ProfileHeaderServicing).self))
    XCTAssertTrue(
      scene.resolveIfRegistered((any ProfileStatsModuleAssemblying).self)
        is ProfileStatsModuleAssembly)
    XCTAssertNotNil(scene.resolveIfRegistered((any ProfileStatsServicing).self))
  }

  @MainActor func testTheAppScopeAndASiblingSeeOnlyTheModulesAssembly() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let sibling = appScope.child("Sibling")

    let viewController = try assembleModule(in: appScope)

    XCTAssertTrue(try sceneScope(of: viewController).parent === appScope, "the module's scene is below the app's")
    for scope in [appScope, sibling] {
      XCTAssertTrue(scope.canResolve((any PasscodeModuleAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve(PasscodeSceneStore.self), scope.chain)
      XCTAssertFalse(scope.canResolve((any PasscodeServicing).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any ProfileHeaderModuleAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any ProfileHeaderServicing).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any ProfileStatsModuleAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any ProfileStatsServicing).self), scope.chain)
    }
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
  }

  @MainActor func testOneStoreIsSharedWithinAModuleAndEachModuleHasItsOwn() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let first = try assembleModule(in: appScope)
    let second = try assembleModule(in: appScope)
    for viewController in [first, second] {
      let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
      await presenter.loadingTask?.value
    }

    let firstScene = try sceneScope(of: first)
    let store = firstScene.resolve(PasscodeSceneStore.self)

    XCTAssertTrue(firstScene.resolve(PasscodeSceneStore.self) === store, "one store per scene")
    let service = firstScene.resolve((any PasscodeServicing).self)
    XCTAssertTrue(
      (service as? PasscodeSceneStore) === store, "the module loads through its scene's store")
    let loaded = await store.content
    XCTAssertNotNil(loaded, "the module loaded its content through the store")
    XCTAssertFalse(
      try sceneScope(of: second).resolve(PasscodeSceneStore.self) === store,
      "another module has a scene and a store of its own")
  }

  @MainActor func testTheStoreGoesWithTheModuleAndAppWideServicesStay() async throws {
    let appScope = Scope("app")
    appScope.register(PasscodeAppWideService.self) { _ in PasscodeAppWideService() }
    PasscodeScene.register(in: appScope)
    weak var store: PasscodeSceneStore?
    weak var scene: Scope?
    weak var appWide: PasscodeAppWideService?

    try await {
      let viewController = try autoreleasepool { try assembleModule(in: appScope) }
      let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
      await presenter.loadingTask?.value
      viewController.loadViewIfNeeded()
      let moduleScene = try sceneScope(of: viewController)
      store = moduleScene.resolve(PasscodeSceneStore.self)
      appWide = moduleScene.resolve(PasscodeAppWideService.self)
      scene = moduleScene
      XCTAssertNotNil(store, "the store lives while the module does")
    }()

    XCTAssertNil(store, "the store goes with the module")
    XCTAssertNil(scene, "and so does the scene's scope")
    XCTAssertNotNil(appWide, "the app-wide service stays")
    XCTAssertTrue(appScope.resolve(PasscodeAppWideService.self) === appWide)
  }
}
