//
//  PasscodeModuleAssemblyTests.swift
//  ViperSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import ViperSwiftTesting

@MainActor
struct PasscodeModuleAssemblyTests {
  let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

  @Test func assembleWiresParts() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    let interactor = try #require(presenter.interactor as? PasscodeInteractor)
    let router = try #require(presenter.router as? PasscodeRouter)
    #expect(presenter.view === viewController)
    #expect(interactor.output === presenter)
    #expect(router.viewController === viewController)
    await presenter.loadingTask?.value
  }

  @Test func assembleStartsLoadingContentWithoutLoadingTheView() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    #expect(!viewController.isViewLoaded)
    viewController.loadViewIfNeeded()
    #expect(viewController.messageLabel.text == "Hello", "content that arrived first shows when the view loads")
    #expect(!viewController.messageLabel.isHidden)
  }

  @Test func configurationReceivesInputAndOutputIsKeptWeakly() async throws {
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try #require(
      sut.assemble { input in
        receivedInput = input
        return output
      } as? PasscodeViewController)

    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    #expect(receivedInput === presenter)
    #expect(presenter.output === output)
    output = nil
    #expect(presenter.output == nil)
    await presenter.loadingTask?.value
  }

  @Test func moduleIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    weak var viewController: PasscodeViewController?
    weak var presenter: PasscodePresenter?
    weak var interactor: (any PasscodeInteractorInput)?
    weak var router: (any PasscodeRouterInput)?

    try await {
      let module = try autoreleasepool {
        try #require(sut.assemble { _ in output } as? PasscodeViewController)
      }
      let modulePresenter = try #require(module.eventHandler as? PasscodePresenter)
      await modulePresenter.loadingTask?.value
      autoreleasepool {
        module.loadViewIfNeeded()
      }
      viewController = module
      presenter = modulePresenter
      interactor = modulePresenter.interactor
      router = modulePresenter.router
    }()
    // One turn of the main actor first, so that what the module's tasks held is let go before the checks.
    await Task.yield()

    #expect(viewController == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }
}
