//
//  PasscodeModuleAssemblyTests.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import MvvmXctest

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  @MainActor private func makeSUT() -> PasscodeModuleAssembly {
    PasscodeModuleAssembly(service: PasscodeServiceStub())
  }

  @MainActor func testAssembleWiresParts() async throws {
    let viewController = try XCTUnwrap(makeSUT().assemble(nil) as? PasscodeViewController)

    let viewModel = try XCTUnwrap(viewController.viewModel as? PasscodeViewModel)
    let router = try XCTUnwrap(viewModel.router as? PasscodeRouter)
    XCTAssertTrue(router.viewController === viewController)
    viewModel.set(title: "Title")
    XCTAssertEqual(viewController.title, "Title", "the view is bound to the view model")
    XCTAssertFalse(viewController.isViewLoaded)
  }

  @MainActor func testATitleTheOwnerSetsIsShownBeforeTheViewLoads() async throws {
    let viewController = try XCTUnwrap(
      makeSUT().assemble { input in
        input.set(title: "Title")
        return nil
      } as? PasscodeViewController)

    XCTAssertEqual(viewController.title, "Title")
    XCTAssertFalse(viewController.isViewLoaded)
  }

  @MainActor func testLoadingStartsWhenViewLoads() async throws {
    let viewController = try XCTUnwrap(makeSUT().assemble(nil) as? PasscodeViewController)
    let viewModel = try XCTUnwrap(viewController.viewModel as? PasscodeViewModel)

    viewController.loadViewIfNeeded()
    await viewModel.loadingTask?.value

    XCTAssertEqual(viewController.messageLabel.text, "Hello")
    XCTAssertFalse(viewController.messageLabel.isHidden)
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

    let viewModel = try XCTUnwrap(viewController.viewModel as? PasscodeViewModel)
    XCTAssertTrue(receivedInput === viewModel)
    XCTAssertTrue(viewModel.output === output)
    output = nil
    XCTAssertNil(viewModel.output)
  }

  @MainActor func testModuleIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    var viewController: PasscodeViewController? = try autoreleasepool {
      let module = try XCTUnwrap(makeSUT().assemble { _ in output } as? PasscodeViewController)
      module.loadViewIfNeeded()
      return module
    }
    let viewModel = try XCTUnwrap(viewController?.viewModel as? PasscodeViewModel)
    await viewModel.loadingTask?.value
    addTeardownBlock { [weak viewController, weak viewModel, weak router = viewModel.router] in
      XCTAssertNil(viewController)
      XCTAssertNil(viewModel)
      XCTAssertNil(router)
    }

    viewController = nil
  }
}
