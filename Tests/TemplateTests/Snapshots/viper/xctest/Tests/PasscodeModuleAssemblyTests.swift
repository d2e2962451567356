//
//  PasscodeModuleAssemblyTests.swift
//  ViperXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ViperXctest

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  @MainActor func testAssembleWiresParts() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    let interactor = try XCTUnwrap(presenter.interactor as? PasscodeInteractor)
    let router = try XCTUnwrap(presenter.router as? PasscodeRouter)
    XCTAssertTrue(presenter.view === viewController)
    XCTAssertTrue(interactor.output === presenter)
    XCTAssertTrue(router.viewController === viewController)
    await presenter.loadingTask?.value
  }

  @MainActor func testAssembleStartsLoadingContentWithoutLoadingTheView() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    XCTAssertFalse(viewController.isViewLoaded)
    viewController.loadViewIfNeeded()
    XCTAssertEqual(viewController.messageLabel.text, "Hello", "content that arrived first shows when the view loads")
    XCTAssertFalse(viewController.messageLabel.isHidden)
  }

  @MainActor func testConfigurationReceivesInputAndOutputIsKeptWeakly() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try XCTUnwrap(
      sut.assemble { input in
        receivedInput = input
        return output
      } as? PasscodeViewController)

    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    XCTAssertTrue(receivedInput === presenter)
    XCTAssertTrue(presenter.output === output)
    output = nil
    XCTAssertNil(presenter.output)
    await presenter.loadingTask?.value
  }

  @MainActor func testModuleIsReleasedWithItsViewController() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let output = PasscodeModuleOutputSpy()
    var viewController: PasscodeViewController? = try autoreleasepool {
      try XCTUnwrap(sut.assemble { _ in output } as? PasscodeViewController)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    autoreleasepool {
      viewController?.loadViewIfNeeded()
    }
    addTeardownBlock {
      [weak viewController, weak presenter, weak interactor = presenter.interactor, weak router = presenter.router] in
      XCTAssertNil(viewController)
      XCTAssertNil(presenter)
      XCTAssertNil(interactor)
      XCTAssertNil(router)
    }

    viewController = nil
  }
}
