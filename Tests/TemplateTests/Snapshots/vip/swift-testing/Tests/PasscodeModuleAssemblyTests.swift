//
//  PasscodeModuleAssemblyTests.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import VipSwiftTesting

@MainActor
struct PasscodeModuleAssemblyTests {
  let sut = PasscodeModuleAssembly(worker: PasscodeWorkerStub())

  @Test func assembleWiresScene() throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    let interactor = try #require(viewController.interactor as? PasscodeInteractor)
    let presenter = try #require(interactor.presenter as? PasscodePresenter)
    let router = try #require(viewController.router as? PasscodeRouter)
    #expect(presenter.viewController === viewController)
    #expect(router.viewController === viewController)
    #expect(router.dataStore === interactor)
  }

  @Test func loadingStartsWhenViewLoads() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    viewController.loadViewIfNeeded()
    await viewController.loadingTask?.value

    #expect(viewController.messageLabel.text == "Hello")
    #expect(!viewController.messageLabel.isHidden)
    #expect(!viewController.activityIndicator.isAnimating)
  }

  @Test func aFailedLoadShowsWhyWithARetryButton() async throws {
    let assembly = PasscodeModuleAssembly(worker: PasscodeWorkerStub.failing)
    let viewController = try #require(assembly.assemble(nil) as? PasscodeViewController)

    viewController.loadViewIfNeeded()
    await viewController.loadingTask?.value

    #expect(viewController.errorLabel.text == "Something went wrong. Please try again.")
    #expect(!viewController.errorLabel.isHidden)
    #expect(!viewController.retryButton.isHidden)
    #expect(viewController.messageLabel.isHidden)
    #expect(!viewController.activityIndicator.isAnimating)
  }

  @Test func configurationReceivesInputAndOutputIsKeptWeakly() throws {
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try #require(
      sut.assemble { input in
        receivedInput = input
        return output
      } as? PasscodeViewController)

    let interactor = try #require(viewController.interactor as? PasscodeInteractor)
    #expect(receivedInput === interactor)
    #expect(interactor.output === output)
    output = nil
    #expect(interactor.output == nil)
  }

  @Test func sceneIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    weak var viewController: PasscodeViewController?
    weak var interactor: PasscodeInteractor?
    weak var presenter: PasscodePresenter?
    weak var router: PasscodeRouter?

    try await {
      let scene = try autoreleasepool {
        let scene = try #require(sut.assemble { _ in output } as? PasscodeViewController)
        scene.loadViewIfNeeded()
        return scene
      }
      await scene.loadingTask?.value
      viewController = scene
      interactor = try #require(scene.interactor as? PasscodeInteractor)
      presenter = try #require(interactor?.presenter as? PasscodePresenter)
      router = try #require(scene.router as? PasscodeRouter)
    }()
    // One turn of the main actor first, so that what the module's tasks held is let go before the checks.
    await Task.yield()

    #expect(viewController == nil)
    #expect(interactor == nil)
    #expect(presenter == nil)
    #expect(router == nil)
  }
}
