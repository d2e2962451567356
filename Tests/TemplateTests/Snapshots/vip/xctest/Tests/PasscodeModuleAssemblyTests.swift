//
//  PasscodeModuleAssemblyTests.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import VipXctest

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  @MainActor private func makeSUT() -> PasscodeModuleAssembly {
    PasscodeModuleAssembly(worker: PasscodeWorkerStub())
  }

  @MainActor func testAssembleWiresScene() async throws {
    let viewController = try XCTUnwrap(makeSUT().assemble(nil) as? PasscodeViewController)

    let interactor = try XCTUnwrap(viewController.interactor as? PasscodeInteractor)
    let presenter = try XCTUnwrap(interactor.presenter as? PasscodePresenter)
    let router = try XCTUnwrap(viewController.router as? PasscodeRouter)
    XCTAssertTrue(presenter.viewController === viewController)
    XCTAssertTrue(router.viewController === viewController)
    XCTAssertTrue(router.dataStore === interactor)
  }

  @MainActor func testLoadingStartsWhenViewLoads() async throws {
    let viewController = try XCTUnwrap(makeSUT().assemble(nil) as? PasscodeViewController)

    viewController.loadViewIfNeeded()
    await viewController.loadingTask?.value

    XCTAssertEqual(viewController.messageLabel.text, "Hello")
    XCTAssertFalse(viewController.messageLabel.isHidden)
    XCTAssertFalse(viewController.activityIndicator.isAnimating)
  }

  @MainActor func testAFailedLoadShowsWhyWithARetryButton() async throws {
    let assembly = PasscodeModuleAssembly(worker: PasscodeWorkerStub.failing)
    let viewController = try XCTUnwrap(assembly.assemble(nil) as? PasscodeViewController)

    viewController.loadViewIfNeeded()
    await viewController.loadingTask?.value

    XCTAssertEqual(viewController.errorLabel.text, "Something went wrong. Please try again.")
    XCTAssertFalse(viewController.errorLabel.isHidden)
    XCTAssertFalse(viewController.retryButton.isHidden)
    XCTAssertTrue(viewController.messageLabel.isHidden)
    XCTAssertFalse(viewController.activityIndicator.isAnimating)
  }

  @MainActor func testConfigurationReceivesInputAndOutputIsKeptWeakly() async throws {
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try XCTUnwrap(
      makeSUT().assemble { input in
        receivedInput = input
        return output
      } as? PasscodeViewController)

    let interactor = try XCTUnwrap(viewController.interactor as? PasscodeInteractor)
    XCTAssertTrue(receivedInput === interactor)
    XCTAssertTrue(interactor.output === output)
    output = nil
    XCTAssertNil(interactor.output)
  }

  @MainActor func testSceneIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    var viewController: PasscodeViewController? = try autoreleasepool {
      let scene = try XCTUnwrap(makeSUT().assemble { _ in output } as? PasscodeViewController)
      scene.loadViewIfNeeded()
      return scene
    }
    await viewController?.loadingTask?.value
    let interactor = try XCTUnwrap(viewController?.interactor as? PasscodeInteractor)
    let presenter = try XCTUnwrap(interactor.presenter as? PasscodePresenter)
    let router = try XCTUnwrap(viewController?.router as? PasscodeRouter)
    addTeardownBlock { [weak viewController, weak interactor, weak presenter, weak router] in
      XCTAssertNil(viewController)
      XCTAssertNil(interactor)
      XCTAssertNil(presenter)
      XCTAssertNil(router)
    }

    viewController = nil
  }
}
