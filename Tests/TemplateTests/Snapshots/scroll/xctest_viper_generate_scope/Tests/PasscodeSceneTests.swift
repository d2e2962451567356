//
//  PasscodeSceneTests.swift
//  ScrollXctestViperGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ScrollXctestViperGenerateScope

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

  /// Assembles a module as the app would: through the assembly the app's scope gives.
  @MainActor private func assembleModule(in appScope: Scope) throws -> PasscodeViewController {
    let assembly = appScope[PasscodeScene.moduleAssembly]
    return try XCTUnwrap(assembly.assemble(nil) as? PasscodeViewController)
  }

  @MainActor func testTheSceneProvidesItsParts() {
    let appScope = Scope("app")

    let scene = PasscodeScene.makeScope(parent: appScope)

    XCTAssertEqual(scene.chain, "app > Passcode")
    XCTAssertTrue(appScope[PasscodeScene.moduleAssembly] is PasscodeModuleAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.store))
    XCTAssertTrue(
      scene[PasscodeScene.service] as? PasscodeSceneStore
        === scene[PasscodeScene.store], "the module loads through the scene's store")
    XCTAssertTrue(scene[PasscodeScene.mailHeaderAssembly] is MailHeaderModuleAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.mailHeaderService))
    XCTAssertTrue(scene[PasscodeScene.contactsAssembly] is ContactsModuleAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.contactsService))
    XCTAssertTrue(scene[PasscodeScene.attachmentsAssembly] is AttachmentsModuleAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.attachmentsService))
    XCTAssertTrue(scene[PasscodeScene.mailBodyAssembly] is MailBodyModuleAssembly)
    XCTAssertTrue(scene.provides(PasscodeScene.mailBodyService))
  }

  @MainActor func testTheAppScopeAndASiblingSeeNoneOfTheScenesParts() async throws {
    let appScope = Scope("app")
    let sibling = appScope.child("Sibling")

    let viewController = try assembleModule(in: appScope)

    XCTAssertTrue(try sceneScope(of: viewController).parent === appScope, "the module's scene is below the app's")
    for scope in [appScope, sibling] {
      XCTAssertFalse(scope.provides(PasscodeScene.store), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.service), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.mailHeaderAssembly), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.mailHeaderService), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.contactsAssembly), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.contactsService), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.attachmentsAssembly), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.attachmentsService), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.mailBodyAssembly), scope.chain)
      XCTAssertFalse(scope.provides(PasscodeScene.mailBodyService), scope.chain)
    }
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
  }

  @MainActor func testOneStoreIsSharedWithinAModuleAndEachModuleHasItsOwn() async throws {
    let appScope = Scope("app")
    let first = try assembleModule(in: appScope)
    let second = try assembleModule(in: appScope)
    for viewController in [first, second] {
      let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
      await presenter.loadingTask?.value
    }

    let firstScene = try sceneScope(of: first)
    let store = firstScene[PasscodeScene.store]

    XCTAssertTrue(firstScene[PasscodeScene.store] === store, "one store per scene")
    let service = firstScene[PasscodeScene.service]
    XCTAssertTrue(
      (service as? PasscodeSceneStore) === store, "the module loads through its scene's store")
    let loaded = await store.content
    XCTAssertNotNil(loaded, "the module loaded its content through the store")
    XCTAssertFalse(
      try sceneScope(of: second)[PasscodeScene.store] === store,
      "another module has a scene and a store of its own")
  }

  /// Parts of the scene that ask at the same time share one load: the service is asked once.
  @MainActor func testCallersAskingAtTheSameTimeShareOneLoad() async throws {
    let counter = LoadCounter()
    let store = PasscodeSceneStore(service: CountingService(counter: counter))

    async let first = store.loadContent()
    async let second = store.loadContent()
    let loaded = try await [first, second]

    XCTAssertEqual(counter.loads, 1, "the second caller waits for the first one's load")
    XCTAssertEqual(loaded, [CountingService.answer, CountingService.answer])
  }

  @MainActor func testAFailedLoadIsAskedForAgain() async {
    let counter = LoadCounter()
    let store = PasscodeSceneStore(service: CountingService(counter: counter, fails: true))

    _ = try? await store.loadContent()
    _ = try? await store.loadContent()

    XCTAssertEqual(counter.loads, 2)
  }

  @MainActor func testTheStoreGoesWithTheModuleAndAppWideServicesStay() async throws {
    let appScope = Scope("app")
    appScope.provide(PasscodeAppWideService.key)
    var viewController: PasscodeViewController? = try autoreleasepool {
      try assembleModule(in: appScope)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    autoreleasepool {
      viewController?.loadViewIfNeeded()
    }
    let scene = try sceneScope(of: XCTUnwrap(viewController))
    let store = scene[PasscodeScene.store]
    let appWide = scene[PasscodeAppWideService.key]
    XCTAssertTrue(appScope[PasscodeAppWideService.key] === appWide, "the app's service")
    addTeardownBlock { [weak store, weak scene, weak appWide, appScope] in
      XCTAssertNil(store, "the store goes with the module")
      XCTAssertNil(scene, "and so does the scene's scope")
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
nonisolated private struct CountingService: PasscodeServicing {
  /// What every load answers.
  static let answer = PasscodeContent(message: "Hello")

  let counter: LoadCounter
  var fails = false

  func loadContent() async throws -> PasscodeContent {
    await counter.count()
    if fails { throw LoadError() }
    return Self.answer
  }
}
