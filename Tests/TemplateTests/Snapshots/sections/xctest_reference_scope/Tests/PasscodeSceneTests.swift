//
//  PasscodeSceneTests.swift
//  SectionsXctestReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionsXctestReferenceScope

/// Stands for a service the whole app shares (an API client, a session), registered in the app's scope.
final class PasscodeAppWideService: Sendable {}

nonisolated final class PasscodeSceneTests: XCTestCase {
  /// The scope of the scene `viewController`'s module made for itself.
  @MainActor private func sceneScope(of viewController: PasscodeViewController) throws -> Scope {
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    return try XCTUnwrap(presenter.router as? PasscodeRouter).scope
  }

  /// Assembles a module as the app would, through the assembly the app's scope resolves, and waits until its
  /// sections are loaded.
  @MainActor private func assembleModule(in appScope: Scope) async throws -> PasscodeViewController {
    let assembly: any PasscodeModuleAssemblying = appScope.resolve()
    let viewController = try XCTUnwrap(assembly.assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    return viewController
  }

  @MainActor func testEveryRegistrationOfTheSceneResolves() {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)

    let scene = PasscodeScene.makeScope(parent: appScope)

    XCTAssertEqual(scene.chain, "app > Passcode")
    XCTAssertTrue(
      appScope.resolveIfRegistered((any PasscodeModuleAssemblying).self)
        is PasscodeModuleAssembly)
    XCTAssertTrue(
      scene.resolveIfRegistered((any UserInfoSectionAssemblying).self)
        is UserInfoSectionAssembly)
    XCTAssertTrue(
      scene.resolveIfRegistered((any NotificationsSectionAssemblying).self)
        is NotificationsSectionAssembly)
    XCTAssertTrue(
      scene.resolveIfRegistered((any StorageSectionAssemblying).self)
        is StorageSectionAssembly)
  }

  @MainActor func testTheAppScopeAndASiblingSeeOnlyTheModulesAssembly() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let sibling = appScope.child("Sibling")

    let viewController = try await assembleModule(in: appScope)

    XCTAssertTrue(try sceneScope(of: viewController).parent === appScope, "the module's scene is below the app's")
    for scope in [appScope, sibling] {
      XCTAssertTrue(scope.canResolve((any PasscodeModuleAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any UserInfoSectionAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any NotificationsSectionAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any StorageSectionAssemblying).self), scope.chain)
    }
  }

  @MainActor func testEachModuleHasASceneOfItsOwn() async throws {
    let appScope = Scope("app")
    PasscodeScene.register(in: appScope)
    let first = try await assembleModule(in: appScope)
    let second = try await assembleModule(in: appScope)

    XCTAssertFalse(try sceneScope(of: first) === sceneScope(of: second))
  }

  @MainActor func testTheSceneGoesWithTheModuleAndAppWideServicesStay() async throws {
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
    XCTAssertNil(scene, "the scene's scope goes with the module")
    XCTAssertNotNil(appWide, "the app-wide service stays")
    XCTAssertTrue(appScope.resolve(PasscodeAppWideService.self) === appWide)
  }
}
