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

/// Stands for a service the whole app shares (an API client, a session), provided by the app's scope.
final class PasscodeAppWideService: Sendable {
  /// The service's key, which the app's scope provides.
  @MainActor static let key = Scope.Key("app-wide service") { _ in PasscodeAppWideService() }
}

nonisolated final class PasscodeSceneTests: XCTestCase {
  /// The scope of the scene `viewController`'s module made for itself.
  @MainActor private func sceneScope(of viewController: PasscodeViewController) throws -> Scope {
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    return try XCTUnwrap(presenter.router as? PasscodeRouter).scope
  }

  /// Assembles a module as the app would, through the assembly the app's scope gives, and waits until its
  /// sections are loaded.
  @MainActor private func assembleModule(in appScope: Scope) async throws -> PasscodeViewController {
    let assembly = appScope[PasscodeScene.moduleAssembly]
    let viewController = try XCTUnwrap(assembly.assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    return viewController
  }

  @MainActor func testTheSceneProvidesItsParts() {
    let appScope = Scope("app")

    let scene = PasscodeScene.makeScope(parent: appScope)

    XCTAssertEqual(scene.chain, "app > Passcode")
    XCTAssertTrue(appScope[PasscodeScene.moduleAssembly] is PasscodeModuleAssembly)
    XCTAssertTrue(scene[PasscodeScene.userInfoAssembly] is UserInfoSectionAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.userInfoStore))
    XCTAssertTrue(
      scene[PasscodeScene.userInfoService] as? PasscodeUserInfoStore
        === scene[PasscodeScene.userInfoStore])
    XCTAssertTrue(scene[PasscodeScene.notificationsAssembly] is NotificationsSectionAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.notificationsStore))
    XCTAssertTrue(
      scene[PasscodeScene.notificationsService] as? PasscodeNotificationsStore
        === scene[PasscodeScene.notificationsStore])
    XCTAssertTrue(scene[PasscodeScene.storageAssembly] is StorageSectionAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.storageStore))
    XCTAssertTrue(
      scene[PasscodeScene.storageService] as? PasscodeStorageStore
        === scene[PasscodeScene.storageStore])
  }

  @MainActor func testTheAppScopeAndASiblingSeeNoneOfTheScenesParts() async throws {
    let appScope = Scope("app")
    let sibling = appScope.child("Sibling")

    let viewController = try await assembleModule(in: appScope)

    XCTAssertTrue(try sceneScope(of: viewController).parent === appScope, "the module's scene is below the app's")
    for scope in [appScope, sibling] {
      XCTAssertFalse(scope.provides(PasscodeScene.userInfoAssembly), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.userInfoStore), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.userInfoService), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.notificationsAssembly), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.notificationsStore), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.notificationsService), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.storageAssembly), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.storageStore), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.storageService), scope.chain)
    }
  }

  @MainActor func testOneStorePerSectionIsSharedWithinAModuleAndEachModuleHasItsOwn() async throws {
    let appScope = Scope("app")
    let first = try await assembleModule(in: appScope)
    let second = try await assembleModule(in: appScope)
    let firstScene = try sceneScope(of: first)
    let secondScene = try sceneScope(of: second)

    do {
      let store = firstScene[PasscodeScene.userInfoStore]
      let service = firstScene[PasscodeScene.userInfoService]
      let content = await store.content
      XCTAssertTrue(
        firstScene[PasscodeScene.userInfoStore] === store, "one store per scene")
      XCTAssertTrue((service as? PasscodeUserInfoStore) === store, "the section loads through it")
      XCTAssertNotNil(content, "the UserInfo section loaded its content through it")
      XCTAssertFalse(
        secondScene[PasscodeScene.userInfoStore] === store, "one store per module")
    }

    do {
      let store = firstScene[PasscodeScene.notificationsStore]
      let service = firstScene[PasscodeScene.notificationsService]
      let content = await store.content
      XCTAssertTrue(
        firstScene[PasscodeScene.notificationsStore] === store, "one store per scene")
      XCTAssertTrue((service as? PasscodeNotificationsStore) === store, "the section loads through it")
      XCTAssertNotNil(content, "the Notifications section loaded its content through it")
      XCTAssertFalse(
        secondScene[PasscodeScene.notificationsStore] === store, "one store per module")
    }

    do {
      let store = firstScene[PasscodeScene.storageStore]
      let service = firstScene[PasscodeScene.storageService]
      let content = await store.content
      XCTAssertTrue(
        firstScene[PasscodeScene.storageStore] === store, "one store per scene")
      XCTAssertTrue((service as? PasscodeStorageStore) === store, "the section loads through it")
      XCTAssertNotNil(content, "the Storage section loaded its content through it")
      XCTAssertFalse(
        secondScene[PasscodeScene.storageStore] === store, "one store per module")
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
    appScope.provide(PasscodeAppWideService.key)
    let assembly = appScope[PasscodeScene.moduleAssembly]
    var viewController: PasscodeViewController? = try autoreleasepool {
      try XCTUnwrap(assembly.assemble(nil) as? PasscodeViewController)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    autoreleasepool {
      viewController?.loadViewIfNeeded()
    }
    let scene = try sceneScope(of: XCTUnwrap(viewController))
    let store = scene[PasscodeScene.userInfoStore]
    let appWide = scene[PasscodeAppWideService.key]
    XCTAssertTrue(
      appScope[PasscodeAppWideService.key] === appWide, "the app's service")
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
