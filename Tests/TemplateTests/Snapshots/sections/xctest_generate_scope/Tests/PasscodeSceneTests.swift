//
//  PasscodeSceneTests.swift
//  SectionsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import SectionsXctestGenerateScope

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
    XCTAssertNotNil(scene.resolveIfRegistered(PasscodeUserInfoStore.self))
    XCTAssertTrue(
      scene.resolveIfRegistered((any UserInfoSectionServicing).self)
        is PasscodeUserInfoStore)
    XCTAssertTrue(
      scene.resolveIfRegistered((any NotificationsSectionAssemblying).self)
        is NotificationsSectionAssembly)
    XCTAssertNotNil(scene.resolveIfRegistered(PasscodeNotificationsStore.self))
    XCTAssertTrue(
      scene.resolveIfRegistered((any NotificationsSectionServicing).self)
        is PasscodeNotificationsStore)
    XCTAssertTrue(
      scene.resolveIfRegistered((any StorageSectionAssemblying).self)
        is StorageSectionAssembly)
    XCTAssertNotNil(scene.resolveIfRegistered(PasscodeStorageStore.self))
    XCTAssertTrue(
      scene.resolveIfRegistered((any StorageSectionServicing).self)
        is PasscodeStorageStore)
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
      XCTAssertFalse(scope.canResolve(PasscodeUserInfoStore.self), scope.chain)
      XCTAssertFalse(scope.canResolve((any UserInfoSectionServicing).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any NotificationsSectionAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve(PasscodeNotificationsStore.self), scope.chain)
      XCTAssertFalse(scope.canResolve((any NotificationsSectionServicing).self), scope.chain)
      XCTAssertFalse(scope.canResolve((any StorageSectionAssemblying).self), scope.chain)
      XCTAssertFalse(scope.canResolve(PasscodeStorageStore.self), scope.chain)
      XCTAssertFalse(scope.canResolve((any StorageSectionServicing).self), scope.chain)
    }
  }

  @MainActor func testOneStorePerSectionIsSharedWithinAModuleAndEachModuleHasItsOwn() async throws {
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
      XCTAssertTrue(
        firstScene.resolve(PasscodeUserInfoStore.self) === store, "one store per scene")
      XCTAssertTrue((service as? PasscodeUserInfoStore) === store, "the section loads through it")
      XCTAssertNotNil(content, "the UserInfo section loaded its content through it")
      XCTAssertFalse(
        secondScene.resolve(PasscodeUserInfoStore.self) === store, "one store per module")
    }

    do {
      let store = firstScene.resolve(PasscodeNotificationsStore.self)
      let service = firstScene.resolve((any NotificationsSectionServicing).self)
      let content = await store.content
      XCTAssertTrue(
        firstScene.resolve(PasscodeNotificationsStore.self) === store, "one store per scene")
      XCTAssertTrue((service as? PasscodeNotificationsStore) === store, "the section loads through it")
      XCTAssertNotNil(content, "the Notifications section loaded its content through it")
      XCTAssertFalse(
        secondScene.resolve(PasscodeNotificationsStore.self) === store, "one store per module")
    }

    do {
      let store = firstScene.resolve(PasscodeStorageStore.self)
      let service = firstScene.resolve((any StorageSectionServicing).self)
      let content = await store.content
      XCTAssertTrue(
        firstScene.resolve(PasscodeStorageStore.self) === store, "one store per scene")
      XCTAssertTrue((service as? PasscodeStorageStore) === store, "the section loads through it")
      XCTAssertNotNil(content, "the Storage section loaded its content through it")
      XCTAssertFalse(
        secondScene.resolve(PasscodeStorageStore.self) === store, "one store per module")
    }
  }

  /// Parts of the scene that ask at the same time share one load: the service is asked once.
  @MainActor func testCallersAskingAtTheSameTimeShareOneLoad() async throws {
    let counter = LoadCounter()
    let store = PasscodeUserInfoStore(service: CountingService(counter: counter))

    async let first = store.loadContent()
    async let second = store.loadContent()
    let loaded = try await [first, second]

    XCTAssertEqual(counter.loads, 1, "the second caller waits for the first one's load")
    XCTAssertEqual(loaded, [CountingService.answer, CountingService.answer])
  }

  @MainActor func testAFailedLoadIsAskedForAgain() async {
    let counter = LoadCounter()
    let store = PasscodeUserInfoStore(service: CountingService(counter: counter, fails: true))

    _ = try? await store.loadContent()
    _ = try? await store.loadContent()

    XCTAssertEqual(counter.loads, 2)
  }

  @MainActor func testTheSceneGoesWithTheModuleAndAppWideServicesStay() async throws {
    let appScope = Scope("app")
    appScope.register(PasscodeAppWideService.self) { _ in PasscodeAppWideService() }
    PasscodeScene.register(in: appScope)
    let assembly: any PasscodeModuleAssemblying = appScope.resolve()
    var viewController: PasscodeViewController? = try autoreleasepool {
      try XCTUnwrap(assembly.assemble(nil) as? PasscodeViewController)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    autoreleasepool {
      viewController?.loadViewIfNeeded()
    }
    let scene = try sceneScope(of: XCTUnwrap(viewController))
    let store = scene.resolve(PasscodeUserInfoStore.self)
    let appWide = scene.resolve(PasscodeAppWideService.self)
    XCTAssertTrue(
      appScope.resolve(PasscodeAppWideService.self) === appWide, "the app's service")
    addTeardownBlock { [weak store, weak scene, weak appWide, appScope] in
      XCTAssertNil(store, "the store goes with the module")
      XCTAssertNil(scene, "the scene's scope goes with the module")
      withExtendedLifetime(appScope) {
        XCTAssertNotNil(appWide, "the app-wide service stays with the app's scope")
      }
    }

    viewController = nil
  }
}

/// The error a failing ``CountingService`` throws.
nonisolated private struct LoadError: Error {}

/// Counts the loads of a service.
@MainActor
private final class LoadCounter {
  /// How many loads were asked for.
  private(set) var loads = 0

  /// Counts a load, then takes a while, as a network does: a few turns of the main actor, while no other load is
  /// asked for.
  func count() async {
    loads += 1
    for _ in 0..<100 where loads == 1 {
      await Task.yield()
    }
  }
}

/// A service whose loads are counted and take a while; they answer ``answer``, or fail with `fails`.
nonisolated private struct CountingService: UserInfoSectionServicing {
  /// What every load answers.
  static let answer = UserInfoSectionContent(summary: "On", isEnabled: true)

  let counter: LoadCounter
  var fails = false

  func loadContent() async throws -> UserInfoSectionContent {
    await counter.count()
    if fails { throw LoadError() }
    return Self.answer
  }

  func save(isEnabled: Bool) async throws {}
}
